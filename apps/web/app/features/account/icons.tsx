// Icons of the account feature, drawn in the storefront's line-icon frame.
import type { SVGProps } from 'react';
import { Icon } from '~/components/ui/icons';

export const HeartIcon = ({ filled = false, ...props }: SVGProps<SVGSVGElement> & { filled?: boolean }) => (
  <Icon {...props}>
    <path
      d="M12 20s-7-4.4-7-10.1C5 7.2 7 5 9.5 5c1.3 0 2.1.6 2.5 1.3.4-.7 1.2-1.3 2.5-1.3C17 5 19 7.2 19 9.9 19 15.6 12 20 12 20z"
      fill={filled ? 'currentColor' : 'none'}
    />
  </Icon>
);

export const TrashIcon = (props: SVGProps<SVGSVGElement>) => (
  <Icon {...props}>
    <path d="M5 7h14M10 7V5h4v2M7 7l1 12h8l1-12M10.5 11v5M13.5 11v5" />
  </Icon>
);
