// The cart's line icons, in the storefront's 24×24 frame.
import type { SVGProps } from 'react';
import { Icon } from '~/components/ui/icons';

export const CartIcon = (props: SVGProps<SVGSVGElement>) => (
  <Icon {...props}>
    <path d="M3 4h2.2l2.1 11.1a1.6 1.6 0 001.6 1.3h8.4a1.6 1.6 0 001.6-1.2L20.5 8H6.1" />
    <circle cx="9.5" cy="20" r="1.3" />
    <circle cx="17" cy="20" r="1.3" />
  </Icon>
);
