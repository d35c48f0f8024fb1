// Writing a review from the product page's form (createProductReview).
import { type WriteResult, writeResult } from '~/lib/customer/account-api.server';
import { CreateProductReviewDocument, type CreateProductReviewInput } from '~/lib/graphql/generated';
import { requestGraphQL } from '~/lib/graphql.server';
import type { ShopContext } from '~/lib/shop/shop-context.server';

export async function createReview(
  shop: ShopContext,
  input: CreateProductReviewInput,
): Promise<WriteResult<string>> {
  const result = await requestGraphQL(CreateProductReviewDocument, {
    variables: { input },
    scope: shop.headers,
  });
  return writeResult(
    result,
    'createProductReview',
    shop.website,
    (data) => data.createProductReview.review.nickname,
  );
}
