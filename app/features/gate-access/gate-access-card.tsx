export function GateAccessCard() {
  return null;
}
