// The product page's reviews (docs/reviews.md): the rating summary, one page of approved reviews
// (newest first, paged by `?reviews=N`) and the form to write one. The form posts to
// /:website/review/product/post through a fetcher once hydrated, and as a plain post before that
// (the action then redirects back here with a message). Reviews are plain text: React escapes them.
import { useId } from 'react';
import { useFetcher, useLocation } from 'react-router';
import { AppLink } from '~/components/ui/AppLink';
import { RatingStars, starsOf } from '~/components/ui/RatingStars';
import { useTranslation } from '~/i18n/react';
import { useRequiredShellData } from '~/layout/use-shell-data';
import { useFormMessages } from '~/lib/form-messages';
import { useHydrated, VIA_FETCHER } from '~/lib/forms/via-fetcher';
import { REVIEW_LIMITS, type ReviewFieldErrors, type ReviewsView } from './product-reviews';
import type { ReviewActionData } from './review-action-data';

export function ProductReviews({ reviews, sku }: { reviews: ReviewsView; sku: string }) {
  const { t } = useTranslation();
  if (!reviews.enabled) return null;
  return (
    <section id="reviews" aria-labelledby="product-reviews" className="mt-12 max-w-3xl scroll-mt-24">
      <h2 id="product-reviews" className="text-xl font-medium">
        {t('reviews.title')}
      </h2>
      <ReviewSummary reviews={reviews} />
      {reviews.items.length > 0 ? (
        <ol className="mt-6 divide-y divide-line border-y border-line" data-testid="review-list">
          {reviews.items.map((review, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a page of reviews never reorders while shown
            <li key={index} className="py-5" data-testid="review">
              <ReviewItem review={review} />
            </li>
          ))}
        </ol>
      ) : null}
      <ReviewPages page={reviews.page} totalPages={reviews.totalPages} />
      <ReviewForm reviews={reviews} sku={sku} />
    </section>
  );
}

function ReviewSummary({ reviews }: { reviews: ReviewsView }) {
  const { t } = useTranslation();
  if (reviews.count === 0) {
    return <p className="mt-3 text-ink-muted">{t('reviews.none_yet')}</p>;
  }
  const stars = starsOf(reviews.percent);
  return (
    <div className="mt-3 flex flex-wrap items-center gap-3" data-testid="review-summary">
      <RatingStars
        percent={reviews.percent}
        label={t('reviews.stars_label', { stars })}
        className="text-2xl"
      />
      <span className="text-lg font-medium">{t('reviews.average', { stars })}</span>
      <span className="text-ink-muted">{t('reviews.count', { count: reviews.count })}</span>
    </div>
  );
}

function ReviewItem({ review }: { review: ReviewsView['items'][number] }) {
  const { t, i18n } = useTranslation();
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${review.date}T00:00:00Z`),
  );
  return (
    <article>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <RatingStars
          percent={review.percent}
          label={t('reviews.stars_label', { stars: starsOf(review.percent) })}
        />
        <h3 className="font-medium">{review.summary}</h3>
      </div>
      <p className="mt-1 text-sm text-ink-muted">
        {t('reviews.by', { nickname: review.nickname })} · <time dateTime={review.date}>{date}</time>
      </p>
      <p className="mt-3 leading-relaxed whitespace-pre-line">{review.text}</p>
      {review.ratings.length > 0 ? (
        <dl className="mt-3 flex flex-wrap gap-x-6 gap-y-1 text-sm">
          {review.ratings.map((rating) => (
            <div key={rating.name} className="flex items-center gap-2">
              <dt className="text-ink-muted">{rating.name}</dt>
              <dd>
                <RatingStars
                  percent={rating.stars * 20}
                  label={t('reviews.stars_label', { stars: rating.stars })}
                />
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
    </article>
  );
}

function ReviewPages({ page, totalPages }: { page: number; totalPages: number }) {
  const { t } = useTranslation();
  const location = useLocation();
  if (totalPages <= 1) return null;
  const href = (n: number) => {
    const params = new URLSearchParams(location.search);
    if (n === 1) params.delete('reviews');
    else params.set('reviews', String(n));
    const query = params.toString();
    return `${location.pathname}${query ? `?${query}` : ''}#reviews`;
  };
  const linkClass = 'rounded-md border border-line px-3 py-1.5 hover:border-accent hover:text-accent';
  return (
    <nav
      aria-label={t('reviews.pages')}
      className="mt-4 flex items-center gap-3 text-sm"
      data-testid="review-pages"
    >
      {page > 1 ? (
        <AppLink to={href(page - 1)} preventScrollReset className={linkClass} rel="prev">
          {t('listing.previous')}
        </AppLink>
      ) : null}
      <span className="text-ink-muted">{t('reviews.page_of', { page, total: totalPages })}</span>
      {page < totalPages ? (
        <AppLink to={href(page + 1)} preventScrollReset className={linkClass} rel="next">
          {t('listing.next')}
        </AppLink>
      ) : null}
    </nav>
  );
}

const inputClass = (invalid: boolean) =>
  `mt-1 w-full rounded-md border bg-surface px-3.5 py-2.5 text-sm text-ink focus:border-accent focus:outline-2 focus:outline-accent/30 ${
    invalid ? 'border-error' : 'border-line'
  }`;

function ReviewForm({ reviews, sku }: { reviews: ReviewsView; sku: string }) {
  const { t } = useTranslation();
  const { website, isAuthenticated } = useRequiredShellData();
  const { fieldError, message } = useFormMessages();
  const location = useLocation();
  const fetcher = useFetcher<ReviewActionData>();
  const hydrated = useHydrated();
  const id = useId();
  const sent = fetcher.data?.ok === true;

  if (!isAuthenticated && !reviews.guestsMayWrite) {
    return (
      <p className="mt-8" data-testid="review-sign-in">
        <AppLink to={`/${website}/customer/signin`} className="text-accent underline">
          {t('reviews.sign_in_to_write')}
        </AppLink>
      </p>
    );
  }
  const errors: ReviewFieldErrors = fetcher.data && !fetcher.data.ok ? (fetcher.data.errors ?? {}) : {};
  const formError = fetcher.data && !fetcher.data.ok ? fetcher.data.message : undefined;
  const errorOf = (field: keyof ReviewFieldErrors) => fieldError(errors[field]);
  const described = (field: keyof ReviewFieldErrors) =>
    errors[field] ? { 'aria-invalid': true, 'aria-describedby': `${id}-${field}-error` } : {};
  const busy = fetcher.state !== 'idle';

  return (
    <div className="mt-10 rounded-lg border border-line p-5 xs:p-6">
      <h3 className="text-lg font-medium">{t('reviews.write')}</h3>
      <p className="mt-1 text-sm text-ink-muted">{t('reviews.moderation_note')}</p>
      {sent ? (
        <p
          role="status"
          className="mt-4 rounded-md bg-accent-soft px-4 py-3 text-sm"
          data-testid="review-sent"
        >
          {t('reviews.submitted')}
        </p>
      ) : null}
      {formError ? (
        <p role="alert" className="mt-4 text-sm text-error" data-testid="review-error">
          {message(formError)}
        </p>
      ) : null}
      <fetcher.Form
        hidden={sent}
        method="post"
        action={`/${website}/review/product/post`}
        noValidate
        className="mt-4 space-y-5"
        data-testid="review-form"
      >
        <input type="hidden" name="sku" value={sku} />
        <input type="hidden" name="redirect_to" value={`${location.pathname}${location.search}#reviews`} />
        {hydrated ? <input type="hidden" name={VIA_FETCHER.name} value={VIA_FETCHER.value} /> : null}
        {reviews.ratings.length > 0 ? (
          <fieldset className="space-y-3">
            <legend className="text-sm font-medium">{t('reviews.your_rating')}</legend>
            {reviews.ratings.map((rating) => (
              <StarChoice key={rating.id} rating={rating} invalid={Boolean(errors.ratings)} />
            ))}
            {errors.ratings ? (
              <p className="text-sm text-error" data-testid="review-ratings-error">
                {errorOf('ratings')}
              </p>
            ) : null}
          </fieldset>
        ) : null}
        <div>
          <label htmlFor={`${id}-nickname`} className="text-sm font-medium">
            {t('reviews.nickname')}
          </label>
          <input
            id={`${id}-nickname`}
            name="nickname"
            required
            maxLength={REVIEW_LIMITS.nickname}
            autoComplete="nickname"
            className={inputClass(Boolean(errors.nickname))}
            {...described('nickname')}
          />
          <FieldErrorText id={`${id}-nickname-error`} text={errorOf('nickname')} />
        </div>
        <div>
          <label htmlFor={`${id}-summary`} className="text-sm font-medium">
            {t('reviews.summary')}
          </label>
          <input
            id={`${id}-summary`}
            name="summary"
            required
            maxLength={REVIEW_LIMITS.summary}
            className={inputClass(Boolean(errors.summary))}
            {...described('summary')}
          />
          <FieldErrorText id={`${id}-summary-error`} text={errorOf('summary')} />
        </div>
        <div>
          <label htmlFor={`${id}-text`} className="text-sm font-medium">
            {t('reviews.text')}
          </label>
          <textarea
            id={`${id}-text`}
            name="text"
            required
            rows={5}
            maxLength={REVIEW_LIMITS.text}
            className={inputClass(Boolean(errors.text))}
            {...described('text')}
          />
          <FieldErrorText id={`${id}-text-error`} text={errorOf('text')} />
        </div>
        <button
          type="submit"
          disabled={busy}
          className="h-11 rounded-md bg-primary px-5 text-sm font-medium text-surface hover:bg-primary-hover disabled:opacity-60"
        >
          {t('reviews.submit')}
        </button>
      </fetcher.Form>
    </div>
  );
}

function FieldErrorText({ id, text }: { id: string; text: string | undefined }) {
  return text ? (
    <p id={id} className="mt-1.5 text-sm text-error">
      {text}
    </p>
  ) : null;
}

/** One rating's five stars as radio buttons (works without JavaScript). */
function StarChoice({ rating, invalid }: { rating: ReviewsView['ratings'][number]; invalid: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap items-center gap-3">
      <input type="hidden" name="rating_id" value={rating.id} />
      <span className="w-28 text-sm text-ink-muted" id={`rating-${rating.id}`}>
        {rating.name}
      </span>
      <span
        role="radiogroup"
        aria-labelledby={`rating-${rating.id}`}
        aria-invalid={invalid || undefined}
        // Reversed in the markup (5 … 1) and shown 1 … 5, so the chosen star's later siblings are the
        // lower ones: those light up with it (and on hover).
        className="flex flex-row-reverse justify-end [&_label:has(:checked)_>_span]:text-rating [&_label:has(:checked)~label>span]:text-rating hover:[&_label>span]:text-line [&_label:hover>span]:text-rating! [&_label:hover~label>span]:text-rating!"
      >
        {[...rating.values].reverse().map((value) => (
          <label key={value.valueId} className="cursor-pointer px-0.5 text-2xl leading-none">
            <input
              type="radio"
              name={`rating:${rating.id}`}
              value={value.valueId}
              className="peer sr-only"
              data-stars={value.stars}
            />
            <span
              aria-hidden="true"
              className="text-line peer-focus-visible:outline-2 peer-focus-visible:outline-accent"
            >
              ★
            </span>
            <span className="sr-only">{t('reviews.stars_label', { stars: value.stars })}</span>
          </label>
        ))}
      </span>
    </div>
  );
}
