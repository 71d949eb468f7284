import { useState } from "react";
import { errorText } from "#app/lib/api-client.ts";

const fallback = "The change was not saved. Check the connection and try again.";

/**
 * The answer to a button on a list (unsubscribe, block, send again): a polite line when it worked,
 * an alert when it did not. `run` does the work and shows the one or the other.
 */
export function useActionResult() {
  const [message, setMessage] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  async function run(action: () => Promise<unknown>, done: string, failure = fallback): Promise<boolean> {
    setProblem(null);
    setMessage("");
    try {
      await action();
      setMessage(done);
      return true;
    } catch (error) {
      setProblem(errorText(error, failure));
      return false;
    }
  }
  return { message, problem, run };
}

export function ActionResult({ message, problem }: { message: string; problem: string | null }) {
  return (
    <>
      <p role="status" className="text-sm text-river-800">
        {message}
      </p>
      {problem ? (
        <p role="alert" className="text-sm font-semibold text-red-800">
          {problem}
        </p>
      ) : null}
    </>
  );
}
