-- The office board hears of every change that moves it (a heartbeat, an accepted job update, a refused
-- change kept as a conflict) through NOTIFY on the channel 'office_changes_' || current_schema(), with the
-- branch and a change id from this sequence: ids grow across every gateway sharing the database.
-- (The board reads each driver's latest heartbeat of the day through heartbeats_driver_taken, of 009.)
CREATE SEQUENCE office_change_ids;
