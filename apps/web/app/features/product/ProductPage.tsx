// The product page: breadcrumbs, gallery, name, SKU, prices, stock and delivery, swatches that
// switch the variant's picture, price and SKU, customizable options, a bundle's options with the
// price of the set as chosen, a grouped product's members with a quantity each, quantity,
// description, attached files, the reviews, the up-sells and related products (cards drawn by the
// route) and the most-viewed block, with schema.org data for search engines.
import { type ReactNode, useId, useReducer, useState } from 'react';
import { QuantityField } from '~/components/cart/QuantityField';
import { Breadcrumbs } from '~/components/ui/Breadcrumbs';
import { Price } from '~/components/ui/Price';
import { RatingStars, starsOf } from '~/components/ui/RatingStars';
import { useTranslation } from '~/i18n/react';
import { initialQuantity, validateQuantity } from '~/lib/cart/quantity-rules';
import { useCspNonce } from '~/lib/csp-nonce-context';
import { AttachedFiles } from './AttachedFiles';
import { BundleOptionFields } from './BundleOptionFields';
import {
  type BundleChoices,
  type BundleView,
  bundleBasePrice,
  bundleProblems,
  chooseBundleProduct,
  chosenProducts,
  chosenQuantity,
  configuredBundlePrice,
  hasBundleProblems,
  initialBundleChoices,
  setBundleQuantity,
} from './bundle-selection';
import { CustomOptionFields } from './CustomOptionFields';
import { type CustomOptionValues, validateCustomOptions } from './custom-options';
import { GroupedMembers } from './GroupedMembers';
import {
  type GroupedMemberView,
  groupedProblem,
  groupedTotal,
  initialMemberQuantities,
} from './grouped-selection';
import { MostViewed } from './MostViewed';
import { ProductGallery } from './ProductGallery';
import { ProductLinkRails, type RenderProductCard } from './ProductLinkRails';
import { ProductPersonally } from './ProductPersonally';
import { ProductPrices } from './ProductPrices';
import { ProductReviews } from './ProductReviews';
import { serializeJsonLd } from './product-json-ld';
import type { ProductPageData } from './product-page.server';
import { type MoneyView, priceOfVariants } from './product-view';
import { StockStatus } from './StockStatus';
import { SwatchPicker } from './SwatchPicker';
import {
  listOfLabels,
  matchingVariants,
  missingOptions,
  selectedVariant,
  toggleSwatch,
} from './swatch-selection';

/** What a product page action (wishlist, add to cart) acts on: the product and the chosen variant. */
export interface ProductSelection {
  name: string;
  sku: string;
  /** The chosen variant of a configurable; null when none (or a simple product). */
  variantSku: string | null;
  quantity: number;
  /**
   * Add to cart: the id of the form the quantity and custom option fields belong to (they post as
   * `quantity`, `selected_option[uid]`, `entered_options[uid]`, also without JavaScript), and the
   * picked configurable values (uids; a complete pick only), which the form adds itself.
   */
  formId: string;
  selectedOptions: string[];
  inStock: boolean;
  /**
   * A bundle or a grouped product: its choices post with the form itself, and wish lists and
   * projects, which hold one product per item, do not take it.
   */
  composite: 'bundle' | 'grouped' | null;
  /** Whether a required choice is missing or an entry is wrong (the page shows which once revealed). */
  hasProblems: boolean;
  revealProblems: () => void;
}

export function ProductPage({
  data,
  renderActions,
  renderCard,
}: {
  data: ProductPageData;
  /** Actions beside the purchase options (the wishlist button), composed by the route. */
  renderActions?: (selection: ProductSelection) => ReactNode;
  /** A card of the up-sell and related rails (the listing's card), composed by the route; none: no rails. */
  renderCard?: RenderProductCard;
}) {
  const { t, i18n } = useTranslation();
  const { product, reviews, crumbs, seo, mostViewed, links } = data;
  const [selections, toggle] = useReducer(toggleSwatch, {});
  const [optionValues, setOptionValues] = useState<CustomOptionValues>({});
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [quantity, setQuantity] = useState(() => String(initialQuantity(product.quantity)));

  const picked = selections[product.uid] ?? {};
  const options = product.configurableOptions;
  const variant = selectedVariant(options, product.variants, picked);
  const candidates = matchingVariants(options, product.variants, picked);
  const narrowed = Object.keys(picked).length > 0 && candidates.length > 0;
  // A partial pick already shows the first matching variant's pictures and its price range.
  const images = variant?.images ?? (narrowed ? candidates[0]?.images : undefined) ?? product.images;
  const price = variant?.price ?? (narrowed ? priceOfVariants(candidates) : product.price);
  const tiers = variant?.tiers ?? product.tiers;
  const sku = variant?.sku ?? product.sku;
  const inStock = variant ? variant.inStock : product.inStock;
  const optionErrors = validateCustomOptions(product.customOptions, optionValues);
  const [swatchesRevealed, setSwatchesRevealed] = useState(false);
  const missingSwatch = options.length > 0 && !variant;
  const { bundle, grouped } = product;
  const [bundleChoices, setBundleChoices] = useState<BundleChoices>(() =>
    bundle ? initialBundleChoices(bundle) : {},
  );
  const [memberQuantities, setMemberQuantities] = useState<Record<string, string>>(() =>
    grouped ? initialMemberQuantities(grouped) : {},
  );
  const [compositeRevealed, setCompositeRevealed] = useState(false);
  const bundleIssues = bundle ? bundleProblems(bundle, bundleChoices) : null;
  const groupedIssue = grouped ? groupedProblem(grouped, memberQuantities) : null;
  const hasProblems =
    Object.keys(optionErrors).length > 0 ||
    missingSwatch ||
    (bundleIssues !== null && hasBundleProblems(bundleIssues)) ||
    groupedIssue !== null ||
    (!grouped && validateQuantity(product.quantity, quantity) !== null);
  const formId = useId();
  // JSON-LD is data, never run, so CSP does not apply to it; the nonce only keeps every <script> alike.
  const nonce = useCspNonce();

  return (
    <div className="mx-auto max-w-[1440px] px-4 pt-4 pb-16 xs:px-6 md:px-8">
      <script
        type="application/ld+json"
        nonce={nonce}
        suppressHydrationWarning
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON escaped for a script element by serializeJsonLd
        dangerouslySetInnerHTML={{ __html: serializeJsonLd(seo.jsonLd) }}
      />
      <Breadcrumbs
        items={[{ text: t('common.home'), link: `/${data.website}/` }, ...crumbs, { text: product.name }]}
      />

      <div className="mt-6 grid gap-8 xs:grid-cols-2 md:grid-cols-[7fr_5fr] md:gap-12">
        <ProductGallery
          key={images.map((image) => image.url).join('|')}
          images={images}
          name={product.name}
        />

        <div className="min-w-0">
          <h1 className="text-2xl leading-tight font-bold text-balance xs:text-3xl">{product.name}</h1>
          <p className="mt-2 text-sm text-ink-muted">
            {t('product.sku')}: <span data-testid="product-sku">{sku}</span>
          </p>
          {reviews.enabled && reviews.count > 0 ? (
            <a href="#reviews" className="mt-2 inline-flex items-center gap-2 text-sm hover:text-accent">
              <RatingStars
                percent={reviews.percent}
                label={t('reviews.stars_label', { stars: starsOf(reviews.percent) })}
              />
              <span className="text-ink-muted underline">{t('reviews.count', { count: reviews.count })}</span>
            </a>
          ) : null}

          <div className="mt-6">
            <ProductPrices price={price} tiers={tiers} view={bundle?.priceView} />
          </div>

          <StockStatus inStock={inStock} expectedDelivery={product.expectedDelivery} />

          <fieldset className="mt-8 min-w-0 space-y-6 border-t border-line pt-6">
            <legend className="sr-only">{t('product.purchase_options')}</legend>
            {options.length > 0 ? (
              <SwatchPicker
                form={formId}
                productId={product.uid}
                options={options}
                variants={product.variants}
                picked={picked}
                onToggle={toggle}
              />
            ) : null}
            {missingSwatch && swatchesRevealed ? (
              <p className="text-sm text-error" role="alert" data-testid="swatch-required">
                {t('cart.choose_options', {
                  options: listOfLabels(
                    missingOptions(options, picked).map((option) => option.label),
                    i18n.language,
                  ),
                })}
              </p>
            ) : null}
            {bundle ? (
              <BundleOptionFields
                bundle={bundle}
                form={formId}
                choices={bundleChoices}
                base={bundleBasePrice(bundle, product.price.min.final.value)}
                currency={product.price.min.final.currency}
                missing={
                  new Set(compositeRevealed ? (bundleIssues?.missing ?? []).map((option) => option.id) : [])
                }
                onChoose={(option, selectionId, on) =>
                  setBundleChoices((current) => chooseBundleProduct(current, option, selectionId, on))
                }
                onQuantity={(option, value) =>
                  setBundleChoices((current) => setBundleQuantity(current, option.id, value))
                }
              />
            ) : null}
            {grouped ? (
              <GroupedMembers
                members={grouped}
                website={data.website}
                form={formId}
                quantities={memberQuantities}
                onChange={(sku, value) => setMemberQuantities((current) => ({ ...current, [sku]: value }))}
              />
            ) : null}
            <CustomOptionFields
              form={formId}
              options={product.customOptions}
              values={optionValues}
              touched={touched}
              finalPrice={price.min.final}
              onChange={(uid, values) => {
                setOptionValues((current) => ({ ...current, [uid]: values }));
                setTouched((current) => new Set(current).add(uid));
              }}
              onTouch={(uid) => setTouched((current) => new Set(current).add(uid))}
            />
            {grouped ? null : (
              <QuantityField form={formId} rules={product.quantity} value={quantity} onChange={setQuantity} />
            )}
          </fieldset>
          {bundle ? (
            <BundleSummary
              bundle={bundle}
              choices={bundleChoices}
              minimumPrice={product.price.min.final}
              missing={compositeRevealed ? (bundleIssues?.missing ?? []).map((option) => option.title) : []}
            />
          ) : null}
          {grouped ? (
            <GroupedSummary
              members={grouped}
              quantities={memberQuantities}
              nothingChosen={compositeRevealed && groupedIssue === 'nothing_chosen'}
            />
          ) : null}
          {renderActions ? (
            <div className="mt-6 flex flex-wrap items-center gap-3">
              {renderActions({
                name: product.name,
                sku: product.sku,
                variantSku: variant?.sku ?? null,
                quantity: Number.parseFloat(quantity) > 0 ? Number.parseFloat(quantity) : 1,
                formId,
                selectedOptions: variant ? Object.values(picked) : [],
                inStock,
                composite: bundle ? 'bundle' : grouped ? 'grouped' : null,
                hasProblems,
                revealProblems: () => {
                  setSwatchesRevealed(true);
                  setCompositeRevealed(true);
                  setTouched(new Set(product.customOptions.map((option) => option.uid)));
                },
              })}
            </div>
          ) : null}
        </div>
      </div>

      {product.descriptionHtml ? (
        <section aria-labelledby="product-description" className="mt-12 max-w-3xl">
          <h2 id="product-description" className="text-xl font-medium">
            {t('product.description')}
          </h2>
          <div
            className="mt-4 leading-relaxed text-ink [&_a]:text-accent [&_a]:underline [&_h2]:mt-6 [&_h2]:text-lg [&_h2]:font-medium [&_h3]:mt-4 [&_h3]:font-medium [&_li]:mt-1 [&_ol]:list-decimal [&_ol]:pl-5 [&_p]:mt-3 [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:pl-5"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: product HTML, sanitised by the API before it is sent
            dangerouslySetInnerHTML={{ __html: product.descriptionHtml }}
          />
        </section>
      ) : null}

      {product.personally.length > 0 ? (
        <div className="mt-12 max-w-4xl">
          <ProductPersonally entries={product.personally} website={data.website} />
        </div>
      ) : null}

      {product.attachedFiles.length > 0 ? (
        <div className="mt-12">
          <AttachedFiles groups={product.attachedFiles} />
        </div>
      ) : null}

      <ProductReviews reviews={reviews} sku={product.sku} />

      {renderCard ? <ProductLinkRails links={links} renderCard={renderCard} /> : null}

      {mostViewed ? (
        <div className="mt-12 border-t border-line pt-10">
          <MostViewed block={mostViewed} />
        </div>
      ) : null}
    </div>
  );
}

/** "Your set: …": the price of one set as chosen, what it holds, and the required options left open. */
function BundleSummary({
  bundle,
  choices,
  minimumPrice,
  missing,
}: {
  bundle: BundleView;
  choices: BundleChoices;
  minimumPrice: MoneyView;
  missing: string[];
}) {
  const { t, i18n } = useTranslation();
  const total = configuredBundlePrice(bundle, choices, minimumPrice.value);
  const lines = bundle.options.flatMap((option) =>
    chosenProducts(option, choices).map((choice) => {
      const count = chosenQuantity(option, choice, choices);
      return {
        key: `${option.id}/${choice.id}`,
        text: `${Number.isNaN(count) ? '?' : count} × ${choice.label}`,
      };
    }),
  );
  return (
    <div className="mt-6 rounded-lg bg-surface-muted p-4" data-testid="bundle-summary">
      <p className="flex flex-wrap items-baseline gap-x-2" aria-live="polite">
        <span className="text-sm text-ink-muted">{t('product.bundle.your_set')}</span>
        {total !== null && minimumPrice.currency ? (
          <Price
            money={{ value: total, currency: minimumPrice.currency }}
            className="text-2xl font-bold tabular-nums"
          />
        ) : (
          <span className="text-2xl font-bold">—</span>
        )}
      </p>
      {lines.length > 0 ? (
        <ul className="mt-2 space-y-0.5 text-sm text-ink-muted" data-testid="bundle-summary-lines">
          {lines.map((line) => (
            <li key={line.key}>{line.text}</li>
          ))}
        </ul>
      ) : null}
      {missing.length > 0 ? (
        <p className="mt-2 text-sm text-error" role="alert" data-testid="bundle-required">
          {t('cart.choose_options', { options: listOfLabels(missing, i18n.language) })}
        </p>
      ) : null}
    </div>
  );
}

/** What the chosen members cost together, or why nothing can be added yet. */
function GroupedSummary({
  members,
  quantities,
  nothingChosen,
}: {
  members: GroupedMemberView[];
  quantities: Readonly<Record<string, string>>;
  nothingChosen: boolean;
}) {
  const { t } = useTranslation();
  const total = groupedTotal(members, quantities);
  const currency = members[0]?.price.currency ?? '';
  return (
    <div className="mt-6" data-testid="grouped-summary">
      {total !== null && total > 0 && currency ? (
        <p className="flex flex-wrap items-baseline gap-x-2" aria-live="polite">
          <span className="text-sm text-ink-muted">{t('product.grouped.your_selection')}</span>
          <Price money={{ value: total, currency }} className="text-xl font-bold tabular-nums" />
        </p>
      ) : null}
      {nothingChosen ? (
        <p className="mt-2 text-sm text-error" role="alert" data-testid="grouped-nothing-chosen">
          {t('product.grouped.nothing_chosen')}
        </p>
      ) : null}
    </div>
  );
}
