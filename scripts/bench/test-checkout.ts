/**
 * Completes a test checkout (the built-in one `npm start` offers without Stripe) as the buyer at
 * `ip` would by pressing its button. Answers whether it came back paid.
 */
export async function payTestCheckout(url: string, ip: string): Promise<boolean> {
  const paid = await fetch(`${url}/complete`, {
    method: "POST",
    redirect: "manual",
    headers: { "X-Forwarded-For": ip },
  });
  await paid.body?.cancel();
  return paid.headers.get("location")?.includes("success=true") ?? false;
}
