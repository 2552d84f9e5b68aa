/**
 * The proof of work asked of anonymous visitors before a vote is accepted: find a nonce such that
 * SHA-256(`${challenge}:${nonce}`) starts with `difficulty` zero bits. Cheap for one person voting (a fraction
 * of a second in the browser with Web Crypto), costly for a script casting thousands. Runs on both sides.
 */

/** Leading zero bits asked of a proof: about 2^14 hashes on average. */
export const PROOF_OF_WORK_DIFFICULTY = 14

export type ProofOfWorkChallenge = { challenge: string; difficulty: number }

export function leadingZeroBits(bytes: Uint8Array): number {
  let bits = 0
  for (const byte of bytes) {
    if (byte === 0) {
      bits += 8
      continue
    }
    return bits + Math.clz32(byte) - 24
  }
  return bits
}

async function digest(text: string): Promise<Uint8Array> {
  return new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)))
}

/** Whether `nonce` solves the challenge at this difficulty. */
export async function solvesChallenge(
  challenge: string,
  nonce: string,
  difficulty: number,
): Promise<boolean> {
  return leadingZeroBits(await digest(`${challenge}:${nonce}`)) >= difficulty
}

/** Finds a nonce for the challenge (in the browser: Web Crypto; yields between batches so the page stays responsive). */
export async function solveChallenge({ challenge, difficulty }: ProofOfWorkChallenge): Promise<string> {
  for (let nonce = 0; ; nonce++) {
    if (await solvesChallenge(challenge, String(nonce), difficulty)) return String(nonce)
    if (nonce % 2000 === 1999) await new Promise((resolve) => setTimeout(resolve, 0))
  }
}
