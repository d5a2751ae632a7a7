// Decap CMS starts itself when imported unless told otherwise: this module runs first (imports
// are evaluated in order), so main.tsx can register the previews before starting it.
Object.assign(window, { CMS_MANUAL_INIT: true });
