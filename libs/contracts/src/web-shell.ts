/**
 * The CSP source that allows the inline script a prerendered public page starts the app with
 * (apps/web/build/prerender.ts, BOOT_SCRIPT): the gateway's `script-src` lists it beside 'self', so that
 * exact text runs and no other inline script does. The web build's test fails when the script and
 * this hash part.
 */
export const PRERENDERED_BOOT_SCRIPT_CSP_SOURCE = "'sha256-nnVcVvnLg49mcx4SP7eMouHDAcOLilYqsjI1ZhfX3JM='";

/**
 * The object a prerendered page's boot script leaves on `window` (its start and what it held before
 * the app adopted the page; apps/web/src/app/prerendered-boot.ts reads it).
 */
export const PRERENDERED_BOOT_GLOBAL = '__portalBoot';
