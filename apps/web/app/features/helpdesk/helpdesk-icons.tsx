// The helpdesk's icons (24×24 line icons in the storefront's frame): a file by its kind, a star of
// the rating, a paper clip for the attachment field.
import { Icon } from '~/components/ui/icons';
import type { AttachmentView } from './helpdesk-view';

type IconProps = React.SVGProps<SVGSVGElement>;

const FILE = 'M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z M14 3v5h5';

export function FileKindIcon({ kind, ...props }: IconProps & { kind: AttachmentView['kind'] }) {
  return (
    <Icon {...props} data-kind={kind}>
      <path d={FILE} />
      {kind === 'image' ? <path d="M8 17l3-3 2 2 3-3v4H8z" /> : null}
      {kind === 'pdf' ? <path d="M8.5 16.5h7M8.5 13h7" /> : null}
      {kind === 'sheet' ? <path d="M8 12h8v5H8zM12 12v5M8 14.5h8" /> : null}
      {kind === 'slides' ? <path d="M8 12h8v4H8zM12 16v2" /> : null}
      {kind === 'text' ? <path d="M8 12h8M8 15h8M8 18h5" /> : null}
    </Icon>
  );
}

export const StarIcon = ({ filled, ...props }: IconProps & { filled: boolean }) => (
  <Icon {...props} fill={filled ? 'currentColor' : 'none'}>
    <path d="M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8-5.2-2.7-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z" />
  </Icon>
);

export const PaperclipIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M20 11.5l-7.8 7.8a5 5 0 0 1-7.1-7.1l8.5-8.5a3.3 3.3 0 0 1 4.7 4.7l-8.5 8.5a1.7 1.7 0 0 1-2.4-2.4l7.8-7.8" />
  </Icon>
);
