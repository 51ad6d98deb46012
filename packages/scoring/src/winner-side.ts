/**
 * A final result written from the winner's side (decision 045): the engines write every score home first
 * ("4-6 6-3 6-7(5)"); a result sheet, a match card or an export names the winner first and writes the
 * score as the winner won it ("6-4 3-6 7-6(5)"). For an away win every "a-b" of the text is turned round;
 * tiebreak points in brackets ("7-6(5)") and a match tiebreak ("[10-4]") keep their place, and so do the
 * brackets round a bowling series' games ("412-389 (201-190 211-199)"); a roll-off's two players' balls
 * ("roll-off 9/8 7/-") change places; anything else that is not a score (a word such as "ret." or "w/o")
 * is left as it is. A home win, a draw or no winner: as is.
 */
export type WinnerSide = 'home' | 'away' | 'draw' | null | undefined;

const SCORE = /^(\(?\[?)(\d+)-(\d+)(\]?)(\(\d+\))?(\)?,?)$/;

export function scoreFromWinner(text: string, winner: WinnerSide): string {
  if (winner !== 'away') return text;
  const tokens = text.split(' ');
  const out = tokens.map((token) => {
    const m = SCORE.exec(token);
    return m ? `${m[1]}${m[3]}-${m[2]}${m[4]}${m[5] ?? ''}${m[6]}` : token;
  });
  const rollOff = tokens.indexOf('roll-off');
  if (rollOff >= 0 && rollOff + 2 < tokens.length) {
    out[rollOff + 1] = tokens[rollOff + 2]!;
    out[rollOff + 2] = tokens[rollOff + 1]!;
  }
  return out.join(' ');
}
