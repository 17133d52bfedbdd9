// The teams context's DTOs, views and rules (issue 5).
export {};
