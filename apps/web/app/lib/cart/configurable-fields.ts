// The names of the product page's configurable option drop-downs (the add-to-cart form without
// JavaScript, decision 0036): one `configurable_option[<option uid>]` per option, starting empty,
// with its label in `configurable_option_label[<option uid>]` so a refusal can name what is missing.
// Shared by the product page (which draws them) and the cart's form reader (which reads them).
export const CONFIGURABLE_OPTION_PREFIX = 'configurable_option[';
export const CONFIGURABLE_LABEL_PREFIX = 'configurable_option_label[';
