// The error page (spec §2, §8): 404 shows the 404 illustration and "This page could not be
// found"; any other status shows the error's message or the generic other-error text. Reached with
// from=region-and-currency or from=language (a page missing on the newly chosen website or
// language), it sends the shopper home instead.
import { useEffect } from 'react';
import { isRouteErrorResponse, useNavigate, useParams, useRouteError, useSearchParams } from 'react-router';
import { buttonClasses } from '~/components/ui/Button';
import { useTranslation } from '~/i18n/react';
import { reloadIfChunkError } from '~/lib/chunk-reload';
import { isWebsiteCode, websiteHome } from '~/lib/shop/website-codes';

export const REDIRECT_HOME_FROM = ['region-and-currency', 'language'];

interface ErrorView {
  status: number;
  message: string;
}

function useErrorView(): ErrorView {
  const { t } = useTranslation();
  const error = useRouteError();
  if (isRouteErrorResponse(error)) {
    const payload = error.data as { messageKey?: string; message?: string } | string | null;
    if (error.status === 404) return { status: 404, message: t('error.page_not_found') };
    const message =
      typeof payload === 'string' ? payload : payload?.messageKey ? t(payload.messageKey) : payload?.message;
    return { status: error.status, message: message || t('error.other_error') };
  }
  return { status: 500, message: (error instanceof Error && error.message) || t('error.other_error') };
}

export function ErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const { website } = useParams();
  const home = isWebsiteCode(website) ? websiteHome(website) : '/';
  const { status, message } = useErrorView();
  const leaveForHome = REDIRECT_HOME_FROM.includes(searchParams.get('from') ?? '');

  useEffect(() => {
    if (reloadIfChunkError(error)) return;
    if (leaveForHome) navigate(home, { replace: true });
  }, [error, leaveForHome, home, navigate]);

  return (
    <section
      className="mx-auto flex max-w-2xl flex-col items-center px-4 py-16 text-center xs:py-24"
      data-error-status={status}
    >
      {status === 404 ? (
        <img
          src="/images/not-found.svg"
          alt={t('error.not_found_image')}
          width={320}
          height={220}
          className="mb-8 w-64 xs:w-80"
        />
      ) : (
        <p className="mb-4 text-6xl font-bold text-accent/30">{status}</p>
      )}
      <h1 className="text-2xl font-medium xs:text-3xl">{message}</h1>
      <p className="mt-3 text-ink-muted">
        {status === 404 ? t('error.not_found_text') : t('error.try_again_text')}
      </p>
      {/* A plain link: after an error the page reloads fully, which also recovers a broken client state. */}
      <a href={home} className={buttonClasses('primary', 'mt-8')}>
        {t('error.go_to_home')}
      </a>
    </section>
  );
}
