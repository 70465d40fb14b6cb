/** Whole numbers joined by commas (`1,22,333`), read digit by digit (quicker than split and Number). */
export function parseNumbers(text: string): number[] {
  const numbers: number[] = [];
  if (text.length === 0) return numbers;
  let value = 0;
  let negative = false;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code === 44) {
      numbers.push(negative ? -value : value);
      value = 0;
      negative = false;
    } else if (code === 45) negative = true;
    else value = value * 10 + (code - 48);
  }
  numbers.push(negative ? -value : value);
  return numbers;
}
