/**
 * How many rows Insights ranks in its tables of pages, sources, campaigns and landing pages; the
 * view says so beside each (sources, campaigns and landing pages also keep every row with a booked
 * call or a deal, whatever its rank).
 */
export const INSIGHTS_TOP = 20;
