/**
 * "Pages during a sign-in flood": `GET /` alone, sign-ins alone, then both at once, each with its
 * own connections against the same server. Sign-ins are for one account with its right password,
 * each from a fresh address, so neither the rate limits nor the failure backoff cut the work short:
 * every request is a cost-10 bcrypt compare, the worst a flood can ask of the server.
 */
import autocannon from "autocannon";

export interface FloodOptions {
  origin: string;
  durationS: number;
  account: { email: string; password: string };
  nextIp: () => string;
}

/** Targets on 2 cores. */
const TARGET = { floodP99Ms: 100, keptShare: 0.25, signInsPerS: 25 };

function pages(origin: string, durationS: number) {
  return autocannon({
    url: `${origin}/`,
    connections: 10,
    duration: durationS,
    headers: { "Accept-Encoding": "br, gzip" },
  });
}

function signIns({ origin, durationS, account, nextIp }: FloodOptions) {
  const body = JSON.stringify({ identity: account.email, password: account.password });
  return autocannon({
    url: `${origin}/api/collections/users/auth-with-password`,
    connections: 10,
    duration: durationS,
    requests: [
      {
        method: "POST",
        setupRequest: (request) => ({
          ...request,
          headers: { ...request.headers, "Content-Type": "application/json", "X-Forwarded-For": nextIp() },
          body,
        }),
      },
    ],
  });
}

const perSecond = (count: number, durationS: number) => Math.round((count / durationS) * 10) / 10;

export async function pagesDuringSignInFlood(options: FloodOptions): Promise<void> {
  const { origin, durationS } = options;
  console.log(`\nPages during a sign-in flood (10 + 10 connections, ${durationS} s a phase)`);
  const idle = await pages(origin, durationS);
  const alone = await signIns(options);
  const [during, flood] = await Promise.all([pages(origin, durationS), signIns(options)]);

  const keptShare = during.requests.average / idle.requests.average;
  console.table([
    { phase: "GET / idle", "req/s": Math.round(idle.requests.average), "p99 ms": idle.latency.p99 },
    {
      phase: "sign-ins alone",
      "sign-ins/s": perSecond(alone["2xx"], durationS),
      "p99 ms": alone.latency.p99,
      "not 2xx": alone.non2xx,
      errors: alone.errors + alone.timeouts,
    },
    {
      phase: "GET / during the flood",
      "req/s": Math.round(during.requests.average),
      "p99 ms": during.latency.p99,
      errors: during.errors + during.timeouts,
    },
    {
      phase: "sign-ins during the flood",
      "sign-ins/s": perSecond(flood["2xx"], durationS),
      "p99 ms": flood.latency.p99,
      "not 2xx": flood.non2xx,
      errors: flood.errors + flood.timeouts,
    },
  ]);
  const verdict = (ok: boolean) => (ok ? "met" : "MISSED");
  console.log(
    [
      `GET / p99 during the flood ${during.latency.p99} ms (target ≤ ${TARGET.floodP99Ms}): ${verdict(during.latency.p99 <= TARGET.floodP99Ms)}`,
      `GET / throughput kept ${Math.round(keptShare * 100)} % of idle (target ≥ ${TARGET.keptShare * 100} %): ${verdict(keptShare >= TARGET.keptShare)}`,
      `sign-ins ${perSecond(alone["2xx"], durationS)}/s for one account at cost 10 (target ≥ ${TARGET.signInsPerS}): ${verdict(alone["2xx"] / durationS >= TARGET.signInsPerS)}`,
    ].join("\n"),
  );
}
