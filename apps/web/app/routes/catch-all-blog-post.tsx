// The catch-all's blog post (its own chunk, catch-all-pages.ts): the post with its related
// products as listing cards.
import { BlogPostPage } from '~/features/blog/BlogPostPage';
import { withCardAddToCart } from '~/features/cart/CardAddToCart';
import { CmsContent } from '~/features/cms/CmsContent';
import { ProductCard } from '~/features/listing/ProductCard';
import type { CatchAllPageData } from './catch-all';

export default function CatchAllBlogPost({ data }: { data: CatchAllPageData<'blog-post'> }) {
  return (
    <BlogPostPage
      post={data.post}
      body={<CmsContent html={data.post.contentHtml} />}
      renderRelated={(products) => (
        <ul
          className="grid grid-cols-2 gap-x-4 gap-y-8 sm:grid-cols-4 md:gap-x-6"
          data-testid="blog-related-products"
        >
          {products.map((product) => (
            <li key={product.uid}>
              <ProductCard item={product} mode="grid" eager={false} action={withCardAddToCart()(product)} />
            </li>
          ))}
        </ul>
      )}
    />
  );
}
