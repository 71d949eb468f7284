import { describe, expect, it } from "vitest";
import { prepareMachine, type Machine } from "./test-machine.ts";

const equipped: Machine = {
  root: false,
  debian: true,
  chromiumPath: undefined,
  chromiumFound: true,
  postgresUrl: undefined,
  postgresFound: true,
};

describe("what npm test needs from the machine", () => {
  it("is ready with Chromium and a PostgreSQL server, or a PostgreSQL URL instead of the server", () => {
    expect(prepareMachine(equipped)).toEqual({ action: "ready" });
    expect(
      prepareMachine({ ...equipped, postgresFound: false, postgresUrl: "postgres://postgres@127.0.0.1:5432/postgres" }),
    ).toEqual({ action: "ready" });
  });

  it("installs what is missing when it runs as root on Debian", () => {
    const bare = { ...equipped, root: true, chromiumFound: false, postgresFound: false };
    expect(prepareMachine(bare)).toEqual({ action: "install", packages: ["chromium", "postgresql"] });
    expect(prepareMachine({ ...bare, chromiumFound: true })).toEqual({ action: "install", packages: ["postgresql"] });
  });

  it("otherwise stops with the one command to run", () => {
    const preparation = prepareMachine({ ...equipped, chromiumFound: false, postgresFound: false });
    expect(preparation).toEqual({
      action: "stop",
      message:
        "npm test needs chromium and postgresql, which this machine lacks. Run:\n  sudo apt-get update && sudo apt-get install -y chromium postgresql",
    });
    const elsewhere = prepareMachine({ ...equipped, root: true, debian: false, postgresFound: false });
    expect(elsewhere).toMatchObject({ action: "stop" });
    expect(elsewhere.action === "stop" && elsewhere.message).toContain("apt-get install -y postgresql");
  });

  it("stops when CHROMIUM_PATH points nowhere, since installing Chromium would not change it", () => {
    const preparation = prepareMachine({ ...equipped, root: true, chromiumPath: "/nowhere", chromiumFound: false });
    expect(preparation).toEqual({
      action: "stop",
      message:
        "CHROMIUM_PATH is /nowhere, which does not exist: point it at a Chromium, or unset it to use /usr/bin/chromium.",
    });
  });
});
