-- One lease table for every background task (issue 24 point 3): the waitlist's and the expiry task's
-- leases move into task_leases under their tasks' names, each with its holder and its end, so a lease
-- held while this migration runs is still held after it (a new process has a new holder name, so it
-- waits for the old lease to run out, as it did before). Then the two old tables go.
INSERT INTO task_leases (name, holder, lease_until) SELECT 'waitlist', holder, lease_until FROM waitlist_lease WHERE name = 'offers';
INSERT INTO task_leases (name, holder, lease_until) SELECT 'verify', holder, lease_until FROM verify_lease WHERE name = 'expiry';
DROP TABLE waitlist_lease;
DROP TABLE verify_lease;
