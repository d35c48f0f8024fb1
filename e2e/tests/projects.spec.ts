// Projects in a real browser against the real API (issue 13, spec projects §2): creating a project,
// adding a configurable product from its page through the add-to-project drawer, quantities and
// comments on the products tab, inviting a second customer who accepts the mailed link after
// signing in, a project that is not yours (404), the orders tab, deleting, and the overview and
// products pages without JavaScript.
import { expect as baseExpect, type Page, test } from '@playwright/test';
import {
  findProduct,
  inStockVariant,
  isConfigurableInStock,
  productPath,
  searchPath,
} from './cart-support.ts';
import {
  apiCall,
  createAccount,
  createCustomer,
  projectInviteLinkFor,
  useToken,
} from './customer-support.ts';
import { chooseWebsite, waitForHydration } from './support.ts';

// Each step is a form post, a redirect and the page's API calls on a shared 2-core machine.
const expect = baseExpect.configure({ timeout: 15_000 });

test.describe.configure({ timeout: 150_000 });

test.beforeEach(async ({ context }) => {
  await chooseWebsite(context, 'int');
});

async function createProjectThroughApi(token: string, name: string): Promise<number> {
  const data = await apiCall<{ createProject: { project_id: number } }>(
    'mutation ($name: String!) { createProject(name: $name, description: "Living room and hall") { project_id } }',
    { name },
    { token },
  );
  return data.createProject.project_id;
}

function message(page: Page, text: string | RegExp) {
  return page.getByRole('status').filter({ hasText: text });
}

test('a project is created, gets a configurable product through the drawer, its quantity and a comment change, and it is deleted', async ({
  page,
  context,
}) => {
  const customer = await createCustomer();
  await useToken(context, customer.token);

  await page.goto('/int/customer/account/projects');
  await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
  await expect(page.getByTestId('projects-empty')).toBeVisible();
  await waitForHydration(page);
  const create = page.getByTestId('project-create-form');
  // Server-side validation: the name is required.
  await create.getByRole('button', { name: 'Create project' }).click();
  await expect(create.getByText('This is a required field.')).toBeVisible();
  await create.getByLabel('Project name').fill('Loft on Baker Street');
  await create.getByLabel('Description').fill('Living room and hall');
  await create.getByRole('button', { name: 'Create project' }).click();
  await expect(page.getByTestId('project-title')).toHaveText('Loft on Baker Street');
  await expect(message(page, 'You created the project “Loft on Baker Street”.')).toBeVisible();

  // The product page: choose a variant and a quantity, then "Add to project" opens the drawer.
  const product = await findProduct(isConfigurableInStock);
  const chosen = inStockVariant(product) as NonNullable<ReturnType<typeof inStockVariant>>;
  await page.goto(productPath(product));
  await waitForHydration(page);
  for (const attribute of chosen.attributes) {
    await page.locator(`[data-value-uid="${attribute.uid}"]`).click();
  }
  await expect(page.getByTestId('product-sku')).toHaveText(chosen.product.sku);
  await page.getByTestId('add-to-project-button').click();
  const drawer = page.getByRole('dialog');
  await expect(drawer).toHaveAccessibleName('Add to project');
  await expect(drawer.getByRole('radio', { name: 'Loft on Baker Street' })).toBeChecked();
  await drawer.getByLabel('Quantity').fill('2');
  await drawer.getByTestId('add-to-project-submit').click();
  await expect(drawer.getByTestId('add-to-project-success')).toContainText(
    `2 × ${product.name} were added to the project “Loft on Baker Street”.`,
  );
  await drawer.getByRole('link', { name: 'Open the project' }).click();

  // The products tab: the chosen variant, two of it; + makes three; a comment is added.
  await expect(page).toHaveURL(/\/int\/customer\/account\/projects\/\d+\/products$/);
  const line = page.getByTestId('project-line');
  await expect(line).toHaveCount(1);
  await expect(line).toHaveAttribute('data-sku', chosen.product.sku);
  await expect(line.getByRole('link', { name: product.name }).first()).toBeVisible();
  const quantity = line.getByLabel(`Quantity of ${product.name}`, { exact: true });
  await expect(quantity).toHaveValue('2');
  await waitForHydration(page);
  await line.getByRole('button', { name: `Increase the quantity of ${product.name}` }).click();
  await expect(message(page, 'You saved the project’s products.')).toBeVisible();
  await expect(quantity).toHaveValue('3');
  await line.getByLabel(`Comment on ${product.name}`).fill('Too wide for the hall?');
  await line.getByRole('button', { name: 'Add comment' }).click();
  await expect(message(page, 'Your comment was added.')).toBeVisible();
  await expect(line.getByTestId('project-line-comments')).toContainText('Too wide for the hall?');
  await expect(line.getByTestId('project-line-comments')).toContainText('Ada Lovelace');
  await expect(page.getByTestId('project-totals')).toBeVisible();

  // The list shows the card with its products count.
  await page.goto('/int/customer/account/projects');
  const card = page.getByTestId('project-card');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('Loft on Baker Street');
  await expect(card).toContainText('Products1');

  // The orders tab: nothing bought for the project yet.
  await card.getByRole('link', { name: 'Loft on Baker Street' }).click();
  await page.getByTestId('project-tabs').getByRole('link', { name: 'Orders' }).click();
  await expect(page.getByTestId('orders-empty')).toBeVisible();

  // Deleting asks first.
  await page.getByTestId('project-tabs').getByRole('link', { name: 'Overview' }).click();
  await page.getByTestId('project-delete-link').click();
  await page.getByRole('button', { name: 'Yes, delete the project' }).click();
  await expect(page).toHaveURL(/\/int\/customer\/account\/projects$/);
  await expect(page.getByTestId('projects-empty')).toBeVisible();
});

test('a second customer invited by e-mail joins the project through the mailed link after signing in', async ({
  page,
  context,
  browser,
}) => {
  const owner = await createCustomer({ firstname: 'Olga', lastname: 'Owner' });
  const projectId = await createProjectThroughApi(owner.token, 'Country house');
  const invitee = await createAccount('invitee', { firstname: 'Ivan', lastname: 'Invited' });

  await useToken(context, owner.token);
  await page.goto(`/int/customer/account/projects/${projectId}`);
  const invite = page.getByTestId('project-invite-form');
  await invite.getByLabel('E-mail of the person to invite').fill('not-an-email');
  await invite.getByRole('button', { name: 'Send invite' }).click();
  await expect(invite.getByText('Enter a valid e-mail address')).toBeVisible();
  await invite.getByLabel('E-mail of the person to invite').fill(invitee.email);
  await invite.getByRole('button', { name: 'Send invite' }).click();
  await expect(message(page, `We sent an invite to ${invitee.email}.`)).toBeVisible();

  // The invitee, a guest in another browser, opens the mailed link: sign in first.
  const link = new URL(await projectInviteLinkFor(invitee.email));
  const guestContext = await browser.newContext();
  await chooseWebsite(guestContext, 'int');
  const guest = await guestContext.newPage();
  await guest.goto(`${link.pathname}${link.search}`);
  await waitForHydration(guest);
  await expect(message(guest, 'Sign in or create an account to join the project')).toBeVisible();
  const drawer = guest.getByRole('dialog');
  await expect(drawer).toHaveAccessibleName('Sign in');
  await drawer.getByLabel('E-mail').fill(invitee.email);
  await drawer.getByLabel('Password').fill(invitee.password);
  await drawer.getByRole('button', { name: 'Sign in' }).click();
  await expect(guest).toHaveURL(new RegExp(`/int/customer/account/projects/${projectId}$`));
  // The message first: it dismisses itself a few seconds after the page hydrates.
  await expect(message(guest, 'You joined the project “Country house”.')).toBeVisible();
  await expect(guest.getByTestId('project-title')).toHaveText('Country house');
  await expect(guest.getByTestId('project-people')).toContainText('Ivan Invited');
  // A member sees the project but neither the invite form nor deleting.
  await expect(guest.getByTestId('project-invite-form')).toHaveCount(0);
  await expect(guest.getByTestId('project-delete')).toHaveCount(0);

  // The link is single-use: opening it again says why, on the page, without an error page.
  await guest.goto(`${link.pathname}${link.search}`);
  await expect(guest.getByRole('alert').or(guest.getByRole('status')).first()).toBeVisible();
  await expect(guest.getByText('This page could not be found')).toHaveCount(0);
  await guestContext.close();
});

test('another customer’s project is not found, and the project list searches by name', async ({
  page,
  context,
}) => {
  const owner = await createCustomer();
  const secret = await createProjectThroughApi(owner.token, 'Secret studio');
  await createProjectThroughApi(owner.token, 'Open office');

  await useToken(context, owner.token);
  await page.goto('/int/customer/account/projects?name=studio');
  await expect(page.getByTestId('project-card')).toHaveCount(1);
  await expect(page.getByTestId('project-card')).toContainText('Secret studio');

  const stranger = await createCustomer({ firstname: 'Sam', lastname: 'Stranger' });
  await useToken(context, stranger.token);
  const response = await page.goto(`/int/customer/account/projects/${secret}/products`);
  expect(response?.status()).toBe(404);
  await expect(page.getByText('This page could not be found')).toBeVisible();
});

test('a guest signs in from "add to project" on a listing card and comes back to the drawer with a new project', async ({
  page,
}) => {
  const account = await createAccount('project-guest', { firstname: 'Greta', lastname: 'Guest' });
  const product = await findProduct(isConfigurableInStock);
  await page.goto(searchPath(product));
  await waitForHydration(page);
  await page
    .getByRole('link', { name: `Add ${product.name} to a project` })
    .first()
    .click();
  const drawer = page.getByRole('dialog');
  await expect(drawer).toHaveAccessibleName('Sign in');
  await drawer.getByLabel('E-mail').fill(account.email);
  await drawer.getByLabel('Password').fill(account.password);
  await drawer.getByRole('button', { name: 'Sign in' }).click();
  await expect(drawer).toHaveAccessibleName('Add to project');
  // No project yet: a new one by name.
  await expect(drawer.getByRole('radio', { name: 'A new project' })).toBeChecked();
  await drawer.getByTestId('add-to-project-submit').click();
  await expect(drawer.getByText('This is a required field.')).toBeVisible();
  await drawer.getByLabel('Name of the new project').fill('First flat');
  await drawer.getByTestId('add-to-project-submit').click();
  await expect(drawer.getByTestId('add-to-project-success')).toContainText(
    `1 × ${product.name} was added to the project “First flat”.`,
  );
  await drawer.getByRole('link', { name: 'Open the project' }).click();
  // A configurable from a card keeps its options open: its price is a range.
  await expect(page.getByTestId('project-line')).toContainText(product.name);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the overview and products pages work as plain forms', async ({ page, context }) => {
    const customer = await createCustomer();
    await useToken(context, customer.token);
    const projectId = await createProjectThroughApi(customer.token, 'Plain forms');
    const product = await findProduct(isConfigurableInStock);
    const chosen = inStockVariant(product) as NonNullable<ReturnType<typeof inStockVariant>>;
    await apiCall(
      'mutation ($id: Int!, $sku: String!, $parent: String!) { addConfigurableProductsToProject(project_id: $id, projectProducts: [{ sku: $sku, parent_sku: $parent, quantity: 1 }]) { project_id } }',
      { id: projectId, sku: chosen.product.sku, parent: product.sku },
      { token: customer.token },
    );

    await page.goto(`/int/customer/account/projects/${projectId}`);
    const edit = page.getByTestId('project-edit-form');
    await edit.getByLabel('Description').fill('Two rooms, one budget');
    await edit.getByRole('button', { name: 'Save' }).click();
    // The flash message needs JavaScript to show; the saved value comes back from the server.
    await page.waitForURL(`**/int/customer/account/projects/${projectId}`);
    await page.reload();
    await expect(page.getByTestId('project-edit-form').getByLabel('Description')).toHaveValue(
      'Two rooms, one budget',
    );

    const address = page.getByTestId('project-address-form');
    await address.getByRole('button', { name: 'Save address' }).click();
    await expect(address.getByText('This is a required field.').first()).toBeVisible();

    await page.goto(`/int/customer/account/projects/${projectId}/products`);
    const line = page.getByTestId('project-line');
    await line.getByLabel(`Quantity of ${product.name}`, { exact: true }).fill('4');
    await line.getByLabel('Note').fill('Matching the sofa');
    await page.getByTestId('project-lines-save').click();
    await page.waitForURL(`**/int/customer/account/projects/${projectId}/products`);
    await page.reload();
    await expect(
      page.getByTestId('project-line').getByLabel(`Quantity of ${product.name}`, { exact: true }),
    ).toHaveValue('4');
    await expect(page.getByTestId('project-line').getByLabel('Note')).toHaveValue('Matching the sofa');

    await page.getByTestId('project-add-all-to-cart').click();
    await expect(page).toHaveURL(/\/int\/checkout\/cart$/);
    await expect(page.getByTestId('cart-line')).toHaveAttribute('data-sku', chosen.product.sku);
  });
});
