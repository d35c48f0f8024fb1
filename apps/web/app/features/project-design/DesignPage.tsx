// The design tab of a project (issue 13 §2 "design"): its boards in order (a picture with
// numbered points leading to the project's products, a text note, a colour palette), the forms
// that add them, rename and remove them, the points editor, and "Download PDF". Everything but the
// points editor works without JavaScript.
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Form, useNavigation } from 'react-router';
import { Button, buttonClasses } from '~/components/ui/Button';
import { FormMessageAlert } from '~/components/ui/FormAlert';
import { Icon } from '~/components/ui/icons';
import { TextField } from '~/components/ui/TextField';
import { useTranslation } from '~/i18n/react';
import { useHydrated } from '~/lib/forms/via-fetcher';
import { BoardEditor } from './BoardEditor';
import { BoardPicture } from './BoardPicture';
import type { DesignActionData } from './design-action-data';
import type { DesignIntent } from './design-form';
import {
  MAX_NAME_LENGTH,
  MAX_NOTE_LENGTH,
  MAX_PALETTE_COLORS,
  PICTURE_TYPES,
  pictureProblem,
} from './design-form';
import type { DesignElementView } from './design-view';
import type { ProjectDesignData } from './project-design.server';

const DownloadIcon = (props: { className?: string }) => (
  <Icon {...props}>
    <path d="M12 4v11m0 0-4.5-4.5M12 15l4.5-4.5M5 19h14" />
  </Icon>
);

const fieldClasses =
  'w-full rounded-md border border-line bg-surface px-3.5 py-3 text-sm text-ink focus:border-accent focus:outline-2 focus:outline-accent/30';

function messageFor(actionData: DesignActionData | undefined, intents: readonly string[]) {
  return actionData && !actionData.ok && actionData.intent && intents.includes(actionData.intent)
    ? actionData.message
    : null;
}

/** A plain form post (also with JavaScript): the answer is the PDF as an attachment, which the
 * browser saves while the tab stays. */
function DownloadPdf({ href }: { href: string }) {
  const { t } = useTranslation();
  return (
    <form method="post" action={href}>
      <Button type="submit" variant="secondary" data-testid="design-pdf">
        <DownloadIcon className="size-4" />
        {t('project_design.pdf.download')}
      </Button>
    </form>
  );
}

/** Closes an open <details> menu on a click outside it or Escape, and after its form is sent. */
function useMenuClosing() {
  const menu = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    const close = (event: Event) => {
      const details = menu.current;
      if (!details?.open) return;
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !details.contains(event.target as Node)) {
        details.open = false;
      }
    };
    document.addEventListener('pointerdown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('pointerdown', close);
      document.removeEventListener('keydown', close);
    };
  }, []);
  const closeMenu = () => {
    if (menu.current) menu.current.open = false;
  };
  return { menu, closeMenu };
}

function ElementActions({ element }: { element: DesignElementView }) {
  const { t } = useTranslation();
  const { menu, closeMenu } = useMenuClosing();
  return (
    <details ref={menu} className="relative shrink-0" data-testid="design-element-actions">
      <summary className="cursor-pointer list-none rounded-md px-2 py-1 text-sm font-medium text-ink-muted hover:text-ink [&::-webkit-details-marker]:hidden">
        {t('project_design.actions.edit')}
      </summary>
      <div className="absolute right-0 z-30 mt-2 w-72 max-w-[calc(100vw-2rem)] rounded-lg border border-line bg-surface p-4 shadow-lg">
        <Form method="post" preventScrollReset className="flex flex-col gap-3" onSubmit={closeMenu}>
          <input type="hidden" name="intent" value="rename" />
          <input type="hidden" name="element_id" value={element.id} />
          <TextField
            label={t('project_design.fields.name')}
            name="name"
            defaultValue={element.name}
            maxLength={MAX_NAME_LENGTH}
            required
          />
          <Button type="submit" variant="secondary">
            {t('project_design.actions.rename')}
          </Button>
        </Form>
        <Form
          method="post"
          preventScrollReset
          className="mt-3 border-t border-line pt-3"
          onSubmit={closeMenu}
        >
          <input type="hidden" name="intent" value="remove" />
          <input type="hidden" name="element_id" value={element.id} />
          <button
            type="submit"
            className="text-sm font-medium text-error hover:underline"
            data-testid="design-element-remove"
          >
            {t(`project_design.actions.remove_${element.type.toLowerCase()}`)}
          </button>
        </Form>
      </div>
    </details>
  );
}

function ElementCard({
  element,
  title,
  children,
  aside,
}: {
  element: DesignElementView;
  title: string;
  children: ReactNode;
  aside?: ReactNode;
}) {
  return (
    <section
      className="rounded-xl border border-line p-4 xs:p-6"
      data-testid="design-element"
      data-type={element.type}
      data-element-id={element.id}
      aria-label={title}
    >
      <div className="mb-4 flex items-start justify-between gap-3">
        <h3 className="min-w-0 text-lg font-medium break-words">{title}</h3>
        <div className="flex shrink-0 items-center gap-2">
          {aside}
          <ElementActions element={element} />
        </div>
      </div>
      {children}
    </section>
  );
}

function DesignElement({
  element,
  data,
}: {
  element: DesignElementView;
  data: ProjectDesignData & { productsHref: string };
}) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const [editing, setEditing] = useState(false);
  if (element.type === 'TEXT') {
    return (
      <ElementCard element={element} title={element.name || t('project_design.text_untitled')}>
        <p className="text-sm leading-relaxed whitespace-pre-line">{element.text}</p>
      </ElementCard>
    );
  }
  if (element.type === 'COLOR_PALETTE') {
    return (
      <ElementCard element={element} title={element.name || t('project_design.palette_untitled')}>
        <ul className="flex flex-wrap gap-4">
          {element.colors.map((color, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a palette may hold the same colour twice
            <li key={index} className="flex w-20 flex-col items-center gap-2 text-xs text-ink-muted">
              <span
                className="size-16 rounded-lg border border-line shadow-inner"
                style={{ backgroundColor: color }}
                aria-hidden="true"
              />
              <span className="font-mono uppercase">{color}</span>
            </li>
          ))}
        </ul>
      </ElementCard>
    );
  }
  const title = element.name || t('project_design.board_untitled');
  return (
    <ElementCard
      element={element}
      title={title}
      aside={
        hydrated && element.image ? (
          <button
            type="button"
            className={buttonClasses(editing ? 'accent' : 'secondary', 'px-3 py-2')}
            aria-pressed={editing}
            onClick={() => setEditing((value) => !value)}
            data-testid="design-edit-points"
          >
            {editing ? t('project_design.editor.done') : t('project_design.editor.edit_points')}
          </button>
        ) : null
      }
    >
      {!element.image ? (
        <p className="text-sm text-ink-muted">{t('project_design.no_picture')}</p>
      ) : editing ? (
        <BoardEditor
          boardId={element.id}
          name={element.name}
          image={element.image}
          points={element.points}
          lines={data.lines}
          productsHref={data.productsHref}
        />
      ) : (
        <BoardPicture
          boardId={element.id}
          name={element.name}
          image={element.image}
          points={element.points}
        />
      )}
    </ElementCard>
  );
}

function RequiredLabel({ htmlFor, children }: { htmlFor: string; children: ReactNode }) {
  return (
    <label htmlFor={htmlFor} className="mb-1.5 block text-sm font-medium">
      {children}
      <span className="ml-0.5 text-accent" aria-hidden="true">
        *
      </span>
    </label>
  );
}

function AddCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-xl border border-line p-4 xs:p-5" aria-label={title}>
      <h3 className="mb-4 font-medium">{title}</h3>
      {children}
    </section>
  );
}

function useSubmitting(intent: string): boolean {
  const navigation = useNavigation();
  return navigation.state === 'submitting' && navigation.formData?.get('intent') === intent;
}

/**
 * An add form is emptied once its post succeeded (the redirect back to the tab keeps the page,
 * and with it what was typed); after an error it keeps the input to correct.
 */
function useResetAfterSuccess(intent: DesignIntent, actionData: DesignActionData | undefined) {
  const form = useRef<HTMLFormElement>(null);
  const navigation = useNavigation();
  const sent = useRef(false);
  const submitting = navigation.state !== 'idle' && navigation.formData?.get('intent') === intent;
  useEffect(() => {
    if (submitting) {
      sent.current = true;
    } else if (sent.current && navigation.state === 'idle') {
      sent.current = false;
      if (!(actionData && !actionData.ok && actionData.intent === intent)) form.current?.reset();
    }
  }, [submitting, navigation.state, actionData, intent]);
  return form;
}

function UploadBoardForm({ actionData }: { actionData: DesignActionData | undefined }) {
  const { t } = useTranslation();
  const [problem, setProblem] = useState<string | null>(null);
  const submitting = useSubmitting('add-board');
  const formRef = useResetAfterSuccess('add-board', actionData);
  const message = problem ? { key: problem } : messageFor(actionData, ['add-board']);
  return (
    <AddCard title={t('project_design.add.board')}>
      <Form
        ref={formRef}
        method="post"
        encType="multipart/form-data"
        preventScrollReset
        className="flex flex-col gap-3"
        data-testid="design-upload-form"
        onSubmit={(event) => {
          const input = event.currentTarget.elements.namedItem('image');
          const file = input instanceof HTMLInputElement ? (input.files?.[0] ?? null) : null;
          const found = pictureProblem(file);
          setProblem(found);
          if (found) event.preventDefault();
        }}
      >
        <input type="hidden" name="intent" value="add-board" />
        <TextField label={t('project_design.fields.name')} name="name" maxLength={MAX_NAME_LENGTH} />
        <div>
          <RequiredLabel htmlFor="design-picture">{t('project_design.fields.picture')}</RequiredLabel>
          <input
            id="design-picture"
            type="file"
            name="image"
            accept={PICTURE_TYPES.join(',')}
            required
            aria-describedby="design-picture-hint"
            className="block w-full text-sm file:mr-3 file:rounded-md file:border file:border-line file:bg-surface file:px-3 file:py-2 file:text-sm file:font-medium hover:file:border-ink"
            onChange={() => setProblem(null)}
          />
          <p id="design-picture-hint" className="mt-1.5 text-xs text-ink-muted">
            {t('project_design.fields.picture_hint')}
          </p>
        </div>
        {message ? <FormMessageAlert message={message} /> : null}
        <Button type="submit" variant="accent" disabled={submitting}>
          {submitting ? t('project_design.add.uploading') : t('project_design.add.upload')}
        </Button>
      </Form>
    </AddCard>
  );
}

function TextNoteForm({ actionData }: { actionData: DesignActionData | undefined }) {
  const { t } = useTranslation();
  const submitting = useSubmitting('add-text');
  const formRef = useResetAfterSuccess('add-text', actionData);
  return (
    <AddCard title={t('project_design.add.text')}>
      <Form
        ref={formRef}
        method="post"
        preventScrollReset
        className="flex flex-col gap-3"
        data-testid="design-text-form"
      >
        <input type="hidden" name="intent" value="add-text" />
        <TextField label={t('project_design.fields.name')} name="name" maxLength={MAX_NAME_LENGTH} />
        <div>
          <RequiredLabel htmlFor="design-note">{t('project_design.fields.text')}</RequiredLabel>
          <textarea
            id="design-note"
            name="text"
            rows={3}
            required
            maxLength={MAX_NOTE_LENGTH}
            className={fieldClasses}
          />
        </div>
        <FormMessageAlert message={messageFor(actionData, ['add-text'])} />
        <Button type="submit" variant="secondary" disabled={submitting}>
          {t('project_design.add.text_submit')}
        </Button>
      </Form>
    </AddCard>
  );
}

const STARTING_PALETTE = ['#d8c3a5', '#8e8d8a', '#e98074'];

function PaletteForm({ actionData }: { actionData: DesignActionData | undefined }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const submitting = useSubmitting('add-palette');
  const [colors, setColors] = useState(STARTING_PALETTE);
  const formRef = useResetAfterSuccess('add-palette', actionData);
  return (
    <AddCard title={t('project_design.add.palette')}>
      <Form
        ref={formRef}
        method="post"
        preventScrollReset
        className="flex flex-col gap-3"
        data-testid="design-palette-form"
        onReset={() => setColors(STARTING_PALETTE)}
      >
        <input type="hidden" name="intent" value="add-palette" />
        <TextField label={t('project_design.fields.name')} name="name" maxLength={MAX_NAME_LENGTH} />
        <fieldset>
          <legend className="mb-1.5 text-sm font-medium">{t('project_design.fields.colors')}</legend>
          <ul className="flex flex-wrap items-center gap-2">
            {colors.map((color, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the inputs are the palette's places
              <li key={index} className="flex items-center gap-1">
                <input
                  type="color"
                  name="color"
                  value={color}
                  onChange={(event) => {
                    const value = event.target.value;
                    setColors((list) => list.map((item, i) => (i === index ? value : item)));
                  }}
                  aria-label={t('project_design.fields.color_n', { number: index + 1 })}
                  className="h-10 w-12 cursor-pointer rounded-md border border-line bg-surface p-1"
                />
                {hydrated && colors.length > 1 ? (
                  <button
                    type="button"
                    className="px-1 text-lg leading-none text-ink-muted hover:text-error"
                    aria-label={t('project_design.fields.remove_color', { number: index + 1 })}
                    onClick={() => setColors((list) => list.filter((_, i) => i !== index))}
                  >
                    ×
                  </button>
                ) : null}
              </li>
            ))}
            {hydrated && colors.length < MAX_PALETTE_COLORS ? (
              <li>
                <button
                  type="button"
                  className="rounded-md border border-dashed border-line px-3 py-2 text-sm text-ink-muted hover:border-ink hover:text-ink"
                  onClick={() => setColors((list) => [...list, '#ffffff'])}
                >
                  {t('project_design.fields.add_color')}
                </button>
              </li>
            ) : null}
          </ul>
        </fieldset>
        <FormMessageAlert message={messageFor(actionData, ['add-palette'])} />
        <Button type="submit" variant="secondary" disabled={submitting}>
          {t('project_design.add.palette_submit')}
        </Button>
      </Form>
    </AddCard>
  );
}

export function DesignPage({
  data,
  actionData,
  productsHref,
  pdfHref,
}: {
  data: ProjectDesignData;
  actionData: DesignActionData | undefined;
  productsHref: string;
  pdfHref: string;
}) {
  const { t } = useTranslation();
  const boards = data.elements.filter((element) => element.type === 'IMAGE_BOARD').length;
  return (
    <div data-testid="project-design">
      <div className="mb-6 flex flex-col gap-4 xs:flex-row xs:items-center xs:justify-between">
        <div className="min-w-0">
          <h2 className="text-xl font-medium">{t('project_design.title')}</h2>
          <p className="mt-1 text-sm text-ink-muted">{t('project_design.board_count', { count: boards })}</p>
        </div>
        <DownloadPdf href={pdfHref} />
      </div>

      <FormMessageAlert message={messageFor(actionData, ['rename', 'remove', 'points'])} />

      {data.elements.length === 0 ? (
        <div
          className="rounded-xl border border-dashed border-line px-6 py-12 text-center"
          data-testid="design-empty"
        >
          <p className="text-lg font-medium">{t('project_design.empty')}</p>
          <p className="mt-2 text-sm text-ink-muted">{t('project_design.empty_hint')}</p>
        </div>
      ) : (
        <div className="mt-4 flex flex-col gap-6">
          {data.elements.map((element) => (
            <DesignElement key={element.id} element={element} data={{ ...data, productsHref }} />
          ))}
        </div>
      )}

      <h2 className="mt-10 mb-4 text-lg font-medium">{t('project_design.add.title')}</h2>
      <div className="grid gap-4 md:grid-cols-3">
        <UploadBoardForm actionData={actionData} />
        <TextNoteForm actionData={actionData} />
        <PaletteForm actionData={actionData} />
      </div>
    </div>
  );
}
