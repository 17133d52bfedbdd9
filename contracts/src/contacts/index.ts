// The contacts context's DTOs, views and rules (issue 5).
export {};
