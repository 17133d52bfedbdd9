// The tasks context's DTOs, views and rules (issue 6).
export {};
