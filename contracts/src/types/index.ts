// The types context's DTOs, views and rules (issue 5).
export {};
