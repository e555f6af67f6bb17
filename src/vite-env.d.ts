/// <reference types="vite/client" />
interface ImportMetaEnv {
  readonly VITE_MOCK_API?: string;
  readonly VITE_API_URL?: string;
  readonly VITE_DEMO_PROFILE?: string;
  readonly VITE_API_EXTENSIONS?: string;
}
interface ImportMeta {
  readonly env: ImportMetaEnv;
}
declare module "virtual:antd-boot-styles" {
  /** The build's antd boot stylesheets by screens and variant (build/antd-boot-styles-plugin.ts); none in dev. */
  const urls: import("./theme/boot-styles").BootStyleUrls;
  export default urls;
}
