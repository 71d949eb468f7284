export function NewsletterSignup() {
  return null;
}
