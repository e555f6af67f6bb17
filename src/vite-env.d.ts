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
