/** Seed §9 layout constants. */
export const PRIMARY_COLOUR = '#007996';
export const SIDEBAR_WIDTH = 190;
export const MOBILE_BREAKPOINT = 992;
