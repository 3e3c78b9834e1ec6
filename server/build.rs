// `sqlx::migrate!` embeds server/migrations/ at compile time, but cargo does not know it reads them: a
// new or edited migration alone would not rebuild the server, which then runs without it.
fn main() {
    println!("cargo:rerun-if-changed=migrations");
}
