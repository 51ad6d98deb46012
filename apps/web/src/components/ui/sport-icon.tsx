import type { SportId } from '@sportzone/contracts';
import {
  IconBallBowling,
  IconBallTennis,
  IconBallVolleyball,
  IconPingPong,
  IconSportBilliard,
} from '@tabler/icons-react';
import type { SVGProps } from 'react';

interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'stroke'> {
  size?: number;
  stroke?: number;
}

/** Tabler has no shuttlecock; this one is drawn in the same 24px, 2px-stroke style. */
function IconShuttlecock({ size = 24, stroke = 2, ...props }: IconProps) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={stroke}
      strokeLinecap="round"
      strokeLinejoin="round"
      {...props}
    >
      <path d="M9.5 14.5l-3.3 3.3a2.5 2.5 0 1 0 3.5 3.5l3.3 -3.3" />
      <path d="M9.5 14.5l4 4" />
      <path d="M9.5 14.5l-2 -11.5l13.5 13.5l-7.5 2" />
      <path d="M12.5 7.5l-3 7" />
      <path d="M16.5 11.5l-7 3" />
    </svg>
  );
}

const ICONS: Record<SportId, (props: IconProps) => React.ReactNode> = {
  tennis: IconBallTennis,
  badminton: IconShuttlecock,
  volleyball: IconBallVolleyball,
  'table-tennis': IconPingPong,
  snooker: IconSportBilliard,
  bowling: IconBallBowling,
};

export function SportIcon({ sport, ...props }: { sport: SportId } & IconProps) {
  const Icon = ICONS[sport];
  return <Icon aria-hidden="true" {...props} />;
}
