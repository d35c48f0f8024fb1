// The customer drawer's forms are loaded when it first opens (layout/DrawerHost.tsx). Its openers
// (the header's account button, "Add to project") start that load a moment earlier, when the
// pointer comes over them or they get focus, so the forms are usually there by the click. The
// drawer host registers the loader here: openers live in features, which do not import the layout.
let preloadCustomerDrawer: (() => unknown) | undefined;

export function registerCustomerDrawerPreload(preload: () => unknown) {
  preloadCustomerDrawer = preload;
}

/** Props for an opener of the customer drawer. */
export const customerDrawerHeadStart = {
  onPointerEnter: () => void preloadCustomerDrawer?.(),
  onFocus: () => void preloadCustomerDrawer?.(),
};
