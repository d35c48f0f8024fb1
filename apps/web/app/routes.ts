import { index, type RouteConfig, route } from '@react-router/dev/routes';

// Every page lives under /:website/ (ru or int). The segment is optional so that "/" and any path
// without a website match too: the website layout's middleware answers those with a 301.
export default [
  // Served by the storefront at the site root (outside any website): crawler files.
  route('robots.txt', 'routes/robots-txt.ts'),
  route('sitemap.xml', 'routes/sitemap-index.ts'),
  // The interface's messages for the browser, one cached file per language and version.
  route('i18n/:file', 'routes/i18n-messages.ts'),
  route(':website?', 'routes/website-layout.tsx', { id: 'website' }, [
    index('routes/home.tsx'),
    route('region-and-currency', 'routes/region-and-currency.tsx'),
    route('locale', 'routes/locale.tsx'),
    // Customer session (sign in, sign up, password reset, logout): pages and the drawer's actions.
    route('customer/signin', 'routes/customer-signin.tsx'),
    route('customer/signup', 'routes/customer-signup.tsx'),
    route('customer/forgotpassword', 'routes/customer-forgotpassword.tsx'),
    route('customer/createpassword', 'routes/customer-createpassword.tsx'),
    route('customer/logout', 'routes/customer-logout.tsx'),
    route('our-projects', 'routes/our-projects.tsx'),
    route('our-projects.html', 'routes/our-projects-html.tsx'),
    route('our-projects/*', 'routes/our-project.tsx'),
    route('categories', 'routes/categories.tsx'),
    // Personalised listings (spec §2, issue 16): a type's entries and one entry with its products.
    route('personally/:type', 'routes/personally.tsx'),
    route('personally/:type/:key', 'routes/personally-entry.tsx'),
    // The blog (issue 16 §1): the list; a post is a CMS page, served by the catch-all.
    route('blog', 'routes/blog.tsx'),
    // The contact page (Magento's path): the store's details and the contact form (contactUs).
    route('contact', 'routes/contact.tsx'),
    route('sitemap.xml', 'routes/website-sitemap-index.ts'),
    route('sitemap/:file', 'routes/website-sitemap.ts'),
    route('catalogsearch/result', 'routes/catalogsearch-result.tsx'),
    // The search box's suggestions (JSON for the header's combobox).
    route('catalogsearch/suggest', 'routes/catalogsearch-suggest.ts'),
    // Customer account pages (spec §2 "Customer account"), and the actions of the wishlist
    // buttons and the footer's newsletter form.
    route('customer/account', 'routes/account-layout.tsx', [
      index('routes/account-index.tsx'),
      route('edit', 'routes/account-edit.tsx'),
      route('address', 'routes/account-address-book.tsx'),
      route('address/create', 'routes/account-address-create.tsx'),
      route('address/:id', 'routes/account-address-edit.tsx'),
      route('wishlist', 'routes/account-wishlist.tsx'),
      route('subscriptions', 'routes/account-subscriptions.tsx'),
      route('orders', 'routes/account-orders.tsx'),
      route('orders/:orderNumber', 'routes/account-order.tsx'),
      // Projects (issue 13, spec projects §2): the list, the add-to-project page (the drawer's form
      // without JavaScript) and one project with its tabs (features/projects/project-tabs.ts),
      // among them its estimates and proposals (issue 14).
      route('projects', 'routes/account-projects.tsx'),
      route('projects/add', 'routes/account-projects-add.tsx'),
      route('projects/:id', 'routes/account-project-layout.tsx', { id: 'project' }, [
        index('routes/account-project.tsx'),
        route('products', 'routes/account-project-products.tsx'),
        route('orders', 'routes/account-project-orders.tsx'),
        route('orders/:orderNumber', 'routes/account-project-order.tsx'),
        route('design', 'routes/account-project-design.tsx'),
        route('design/pdf', 'routes/account-project-design-pdf.ts'),
        route('estimates', 'routes/account-project-estimates.tsx'),
        route('estimates/:estimateId', 'routes/account-project-estimate.tsx'),
        route('proposals', 'routes/account-project-proposals.tsx'),
        route('proposals/:estimateId', 'routes/account-project-proposal.tsx'),
        route('messages', 'routes/account-project-messages.tsx'),
        route('messages/:ticketId', 'routes/account-project-message.tsx'),
      ]),
      // Estimates and proposals (issue 14, spec §2): the lists (lazily paged) and one of each; the
      // same pages are tabs of a project above.
      route('estimates', 'routes/account-estimates.tsx'),
      route('estimates/:estimateId', 'routes/account-estimate.tsx'),
      route('proposals', 'routes/account-proposals.tsx'),
      route('proposals/:estimateId', 'routes/account-proposal.tsx'),
      // Messages (issue 15, helpdesk): the tickets, the new-ticket form, one thread and the download
      // of an attachment through the storefront; the project's list and threads are its tab above.
      route('messages', 'routes/account-messages.tsx'),
      route('messages/new', 'routes/account-messages-new.tsx'),
      route('messages/:ticketId', 'routes/account-message.tsx'),
      route('messages/:ticketId/attachments/:attachmentId', 'routes/account-message-attachment.ts'),
    ]),
    route('wishlist/items', 'routes/account-wishlist-items.tsx'),
    route('newsletter/subscribe', 'routes/account-newsletter-subscribe.tsx'),
    // The product page's review form (Magento's URL), for customers and guests.
    route('review/product/post', 'routes/review-product-post.tsx'),
    route('newsletter/subscriber/confirm', 'routes/newsletter-subscriber-confirm.tsx'),
    // Checkout (spec §2): the steps, the order confirmation and the return from a payment page.
    route('checkout', 'routes/checkout.tsx'),
    route('checkout/success', 'routes/checkout-success.tsx'),
    // The confirmation of the cart page's "Save as estimate" (issue 14; needs ?estimate=ID).
    route('checkout/success-estimate', 'routes/checkout-success-estimate.tsx'),
    route('checkout/payment/return', 'routes/checkout-payment-return.tsx'),
    // The cart page (Magento's path) and the add-to-cart action of listing cards, product pages
    // and the wishlist's "move to cart".
    route('checkout/cart', 'routes/cart.tsx'),
    route('checkout/cart/add', 'routes/cart-add.tsx'),
    // The spec's catch-all: a category, product or CMS page, otherwise "This page could not be found".
    route('*', 'routes/catch-all.tsx'),
  ]),
] satisfies RouteConfig;
