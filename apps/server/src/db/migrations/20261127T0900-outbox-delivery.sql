-- Every outgoing message gets one row, keyed by the job that sends it (decisions 0040, 0041): a job run
-- again after its completion was lost finds its row and sends nothing. `status` says what became
-- of it: kept (no SMTP server or SMS gateway configured: a developer reads it here), sent, or
-- failed (an invalid address, a permanent refusal, or the last attempt failing), with `failure`
-- saying why. Rows written before have no job.
alter table outbox add column job_id uuid;
alter table outbox add column status text not null default 'kept' check (status in ('kept', 'sent', 'failed'));
alter table outbox add column failure text;
create unique index outbox_job on outbox (job_id);
