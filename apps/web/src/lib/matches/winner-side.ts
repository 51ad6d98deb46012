/**
 * A final result is written from the winner's side (11-7 11-13 12-10 11-5): the scoring package writes
 * scores home first, so for an away win every "a-b" of the text is turned round. Tiebreak points in
 * brackets ("7-6(5)") and a match tiebreak ("[10-4]") keep their place; anything that is not a score
 * (a word such as "ret.") is left as it is.
 */
const SCORE = /^(\[?)(\d+)-(\d+)(\]?)(\(\d+\))?(,?)$/;

export function scoreFromWinner(text: string, winner: 'home' | 'away' | null | undefined): string {
  if (winner !== 'away') return text;
  return text
    .split(' ')
    .map((token) => {
      const m = SCORE.exec(token);
      return m ? `${m[1]}${m[3]}-${m[2]}${m[4]}${m[5] ?? ''}${m[6]}` : token;
    })
    .join(' ');
}
