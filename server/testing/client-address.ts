/**
 * Rate limits count per client address, so every test client takes an address of its own and one
 * test's requests never use up another's allowance. The addresses come from 198.18.0.0/15, the range
 * set aside for benchmarking (RFC 2544), which no real visitor has.
 */
const RANGE_SIZE = 2 ** 17;
const BLOCK_SIZE = 4096;
let issued = 0;

/**
 * The next address of this process. Processes that share one server (the browser test workers)
 * each pass a block number of their own, so their addresses never meet.
 */
export function nextClientAddress(block = 0): string {
  const index = (block * BLOCK_SIZE + (issued++ % BLOCK_SIZE)) % RANGE_SIZE;
  return `198.${18 + (index >> 16)}.${(index >> 8) & 255}.${index & 255}`;
}
