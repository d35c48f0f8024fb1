// The product page: breadcrumbs, gallery, name, SKU, prices, stock and delivery, swatches that
// switch the variant's picture, price and SKU, customizable options, quantity, description,
// attached files, the reviews and the most-viewed block, with schema.org data for search engines.
import { type ReactNode, useId, useReducer, useState } from 'react';
import { QuantityField } from '~/components/cart/QuantityField';
import { Breadcrumbs } from '~/components/ui/Breadcrumbs';
import { RatingStars, starsOf } from '~/components/ui/RatingStars';
import { useTranslation } from '~/i18n/react';
import { initialQuantity, validateQuantity } from '~/lib/cart/quantity-rules';
import { useCspNonce } from '~/lib/csp-nonce-context';
import { AttachedFiles } from './AttachedFiles';
import { CustomOptionFields } from './CustomOptionFields';
import { type CustomOptionValues, validateCustomOptions } from './custom-options';
import { MostViewed } from './MostViewed';
import { ProductGallery } from './ProductGallery';
import { ProductPersonally } from './ProductPersonally';
import { ProductPrices } from './ProductPrices';
import { ProductReviews } from './ProductReviews';
import { serializeJsonLd } from './product-json-ld';
import type { ProductPageData } from './product-page.server';
import { priceOfVariants } from './product-view';
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
  /** Whether a required choice is missing or an entry is wrong (the page shows which once revealed). */
  hasProblems: boolean;
  revealProblems: () => void;
}

export function ProductPage({
  data,
  renderActions,
}: {
  data: ProductPageData;
  /** Actions beside the purchase options (the wishlist button), composed by the route. */
  renderActions?: (selection: ProductSelection) => ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const { product, reviews, crumbs, seo, mostViewed } = data;
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
  const hasProblems =
    Object.keys(optionErrors).length > 0 ||
    missingSwatch ||
    validateQuantity(product.quantity, quantity) !== null;
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
            <ProductPrices price={price} tiers={tiers} />
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
            <QuantityField form={formId} rules={product.quantity} value={quantity} onChange={setQuantity} />
          </fieldset>
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
                hasProblems,
                revealProblems: () => {
                  setSwatchesRevealed(true);
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

      {mostViewed ? (
        <div className="mt-12 border-t border-line pt-10">
          <MostViewed block={mostViewed} />
        </div>
      ) : null}
    </div>
  );
}
