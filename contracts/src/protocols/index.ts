// The protocols context's DTOs, views and rules (issue 6).
export {};
