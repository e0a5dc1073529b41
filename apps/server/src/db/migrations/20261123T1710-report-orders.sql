-- Reports are ordered and made by a background job (decision 0016): what was ordered, how far it
-- has come, why it failed, and the file once it is made (bytes: CSV, xlsx or PDF).
alter table reports add column kind text not null default 'consumption' check (kind in ('consumption', 'invoice-summary'));
alter table reports add column format text not null default 'csv' check (format in ('csv', 'xlsx', 'pdf'));
alter table reports add column period_from date;
alter table reports add column period_to date;
alter table reports add column facility_key text;
alter table reports add column status text not null default 'klar' check (status in ('köad', 'pågår', 'klar', 'misslyckad'));
alter table reports add column ordered_by text;
-- Attempts begun, counted by the job itself: a crash in the middle is an attempt too.
alter table reports add column attempts integer not null default 0;
alter table reports add column failure_message text;
alter table reports add column completed_at timestamptz;
alter table reports add column file bytea;

-- The reports made before orders existed were finished CSV files covering 2025.
update reports set file = convert_to(content, 'UTF8'), completed_at = created_at, period_from = '2025-01-01', period_to = '2025-12-31';
alter table reports drop column content;
alter table reports alter column period_from set not null;
alter table reports alter column period_to set not null;
alter table reports alter column kind drop default;
alter table reports alter column format drop default;
alter table reports alter column status drop default;

-- The retention sweep finds old reports by when they were ordered.
create index reports_created_idx on reports (created_at);
create index download_tokens_expiry_idx on download_tokens (expires_at);
