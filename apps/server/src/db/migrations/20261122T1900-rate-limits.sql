-- Rate-limit counters shared by every server instance (fixed windows per key and route).
create table rate_limits (
  key text primary key,
  window_start timestamptz not null,
  hits integer not null
);
create index rate_limits_window_idx on rate_limits (window_start);
