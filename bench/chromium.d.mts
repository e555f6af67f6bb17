// Types for bench/chromium.mjs, which playwright.config.ts imports.
import type { LaunchOptions } from "@playwright/test";

export const CHROMIUM: string;
export const E2E_CHROMIUM: string;
export const CHROME_FLAGS: string[];
export const PLAYWRIGHT_ARGS: string[];
export const E2E_ARGS: string[];
export const BROWSER_UI_FEATURES_OFF: string[];
export function playwrightLaunchOptions(): Promise<LaunchOptions>;
