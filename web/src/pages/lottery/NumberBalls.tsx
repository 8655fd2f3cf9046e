/** A drawn number as a row of balls, one per digit; `stress` the last digits that decide 2-digit bets. */
export function NumberBalls({ number, size = 'md', stress = 0 }: { number: string; size?: 'sm' | 'md'; stress?: number }) {
  const digits = [...number];
  return (
    <span className={`balls balls--${size}`} dir="ltr" aria-label={number}>
      {digits.map((d, i) => (
        <span key={i} className={`ball${i >= digits.length - stress ? ' ball--stress' : ''}`} aria-hidden="true">
          {d}
        </span>
      ))}
    </span>
  );
}
