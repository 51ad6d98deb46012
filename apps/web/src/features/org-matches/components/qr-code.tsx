import { useMemo } from 'react';
import { encode } from 'uqr';

/** A QR code as crisp SVG (dark modules on white, with the standard 4-module quiet zone). */
export function QrCode({ value, size = 220, label }: { value: string; size?: number; label: string }) {
  const { path, extent } = useMemo(() => {
    const qr = encode(value, { ecc: 'M', border: 0 });
    let d = '';
    qr.data.forEach((row, y) => {
      row.forEach((dark, x) => {
        if (dark) d += `M${x + 4} ${y + 4}h1v1h-1z`;
      });
    });
    return { path: d, extent: qr.size + 8 };
  }, [value]);
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${extent} ${extent}`}
      shapeRendering="crispEdges"
      style={{ display: 'block', background: '#fff', borderRadius: 8 }}
      data-testid="guest-link-qr"
    >
      <rect width={extent} height={extent} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
