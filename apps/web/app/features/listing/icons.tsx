// Line icons of the listing pages, in the storefront's shared 24×24 frame.
import type { SVGProps } from 'react';
import { Icon } from '~/components/ui/icons';

type IconProps = SVGProps<SVGSVGElement>;

export const SearchIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="11" cy="11" r="6.5" />
    <path d="m16 16 4.5 4.5" />
  </Icon>
);

export const GridIcon = (props: IconProps) => (
  <Icon {...props}>
    <rect x="4" y="4" width="6.5" height="6.5" rx="1" />
    <rect x="13.5" y="4" width="6.5" height="6.5" rx="1" />
    <rect x="4" y="13.5" width="6.5" height="6.5" rx="1" />
    <rect x="13.5" y="13.5" width="6.5" height="6.5" rx="1" />
  </Icon>
);

export const ListIcon = (props: IconProps) => (
  <Icon {...props}>
    <rect x="4" y="5" width="4" height="4" rx="0.8" />
    <rect x="4" y="15" width="4" height="4" rx="0.8" />
    <path d="M11 7h9M11 17h9" />
  </Icon>
);

/** Ascending: the short bar on top. */
export const SortAscIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M4 7h6M4 12h9M4 17h12M18 19V5m0 0-2.5 2.5M18 5l2.5 2.5" />
  </Icon>
);

export const SortDescIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M4 7h12M4 12h9M4 17h6M18 5v14m0 0-2.5-2.5M18 19l2.5-2.5" />
  </Icon>
);

export const ChevronLeftIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="m15 6-6 6 6 6" />
  </Icon>
);

export const FilterIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M4 6h16M7 12h10M10 18h4" />
  </Icon>
);
