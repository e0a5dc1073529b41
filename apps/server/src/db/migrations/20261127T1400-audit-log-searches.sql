-- Staff searches are audited too (issue 28): a search names no one customer, and its row says what
-- kind of terms it was given and how many customers it showed, never the terms themselves.
alter table audit_log alter column customer_id drop not null;
alter table audit_log add column detail jsonb;
