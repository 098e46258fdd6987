export declare const WAIT_BUDGET_MS: number;
export declare const BROWSER_TEST_TIMEOUT_MS: number;
