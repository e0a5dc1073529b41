alter table invitations add column accepted_by uuid references users on delete set null;
alter table invitations add column expires_at timestamptz;
