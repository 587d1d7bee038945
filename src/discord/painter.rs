//! The one thread that draws every picture the bot sends, fed by a bounded queue where the
//! newest view of a table (or of a hand) replaces the one still waiting.
//!
//! Drawing a picture costs a few milliseconds of CPU. Handing each one to `spawn_blocking`
//! let a busy bot draw dozens at once on as many threads, each with its own allocator arena:
//! at 100 busy tables the callbacks' p99 doubled and the RSS grew eightfold. One worker draws
//! one picture at a time instead; what waits is at most one job per subject (a table, or a
//! player's hand at a table), and a subject that changes again while queued keeps its place
//! with the newer job, so a worker that falls behind skips the views nobody will see.

use std::{
    collections::{HashMap, VecDeque},
    panic::AssertUnwindSafe,
    sync::{Arc, Condvar, Mutex, MutexGuard, PoisonError},
};

use tokio::sync::oneshot;

use crate::ids::{PlayerId, TableId};

/// Subjects waiting at most; asking past it is refused (the caller asks again later).
const CAPACITY: usize = 512;

/// What a picture shows: it replaces an older picture of the same subject still waiting.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Subject {
    Table(TableId),
    Hand(TableId, PlayerId),
}

/// A picture to draw, as PNG.
type Draw = Box<dyn FnOnce() -> Vec<u8> + Send>;

struct Job {
    draw: Draw,
    done: oneshot::Sender<Vec<u8>>,
}

#[derive(Default)]
struct Queue {
    order: VecDeque<Subject>,
    jobs: HashMap<Subject, Job>,
    closed: bool,
}

struct Shared {
    queue: Mutex<Queue>,
    ready: Condvar,
    capacity: usize,
}

impl Shared {
    fn lock(&self) -> MutexGuard<'_, Queue> {
        self.queue.lock().unwrap_or_else(PoisonError::into_inner)
    }
}

/// Closes the queue when the last [`Painter`] goes, so its thread ends.
struct Owner(Arc<Shared>);

impl Drop for Owner {
    fn drop(&mut self) {
        self.0.lock().closed = true;
        self.0.ready.notify_all();
    }
}

/// The handle to the drawing thread; clones share it.
#[derive(Clone)]
pub struct Painter(Arc<Owner>);

impl Painter {
    /// Starts the drawing thread.
    #[must_use]
    pub fn start() -> Painter {
        Painter::with_capacity(CAPACITY)
    }

    fn with_capacity(capacity: usize) -> Painter {
        let shared = Arc::new(Shared {
            queue: Mutex::default(),
            ready: Condvar::new(),
            capacity,
        });
        let worker = shared.clone();
        let started = std::thread::Builder::new()
            .name("rumino-painter".into())
            .spawn(move || work(&worker));
        if let Err(error) = started {
            // Without the thread every ask waits forever unanswered: close the queue instead,
            // so asks are refused and messages go without pictures.
            tracing::error!(%error, "could not start the picture thread; no pictures");
            shared.lock().closed = true;
        }
        Painter(Arc::new(Owner(shared)))
    }

    /// Queues `draw` for `subject`, replacing the job still waiting for it (whose receiver
    /// then ends without a picture). Returns where the PNG will arrive, or `None` when the
    /// queue is full or closed.
    pub fn ask(
        &self,
        subject: Subject,
        draw: impl FnOnce() -> Vec<u8> + Send + 'static,
    ) -> Option<oneshot::Receiver<Vec<u8>>> {
        let shared = &(self.0).0;
        let (done, arrives) = oneshot::channel();
        let job = Job {
            draw: Box::new(draw),
            done,
        };
        let mut queue = shared.lock();
        if queue.closed {
            return None;
        }
        if let Some(waiting) = queue.jobs.get_mut(&subject) {
            *waiting = job;
            return Some(arrives);
        }
        if queue.jobs.len() >= shared.capacity {
            return None;
        }
        queue.order.push_back(subject);
        queue.jobs.insert(subject, job);
        drop(queue);
        shared.ready.notify_one();
        Some(arrives)
    }
}

/// Draws jobs in the order their subjects were first queued, until the queue closes.
fn work(shared: &Shared) {
    yield_to_the_async_threads();
    loop {
        let job = {
            let mut queue = shared.lock();
            loop {
                if let Some(subject) = queue.order.pop_front() {
                    if let Some(job) = queue.jobs.remove(&subject) {
                        break job;
                    }
                } else if queue.closed {
                    return;
                } else {
                    queue = shared
                        .ready
                        .wait(queue)
                        .unwrap_or_else(PoisonError::into_inner);
                }
            }
        };
        if job.done.is_closed() {
            continue;
        }
        match std::panic::catch_unwind(AssertUnwindSafe(job.draw)) {
            Ok(png) => drop(job.done.send(png)),
            Err(_) => tracing::warn!("drawing a picture panicked; the message goes without it"),
        }
    }
}

/// Lowers the drawing thread's scheduling priority (nice 10 more), so that on a busy machine the
/// threads that answer clicks run first and the pictures, which can lag, wait. On Linux the
/// nice value is per thread: `setpriority(PRIO_PROCESS, 0, …)` changes the calling thread only.
/// Elsewhere, or if refused, the thread keeps the process's priority.
fn yield_to_the_async_threads() {
    #[cfg(target_os = "linux")]
    {
        extern "C" {
            fn getpriority(which: i32, who: u32) -> i32;
            fn setpriority(which: i32, who: u32, prio: i32) -> i32;
        }
        const PRIO_PROCESS: i32 = 0;
        // SAFETY: plain system calls on the calling thread with integer arguments; they touch
        // no memory of ours.
        let refused = unsafe {
            let now = getpriority(PRIO_PROCESS, 0);
            setpriority(PRIO_PROCESS, 0, (now + 10).min(19))
        } != 0;
        if refused {
            tracing::debug!("could not lower the picture thread's priority");
        }
    }
}

#[cfg(test)]
mod tests {
    use std::sync::mpsc;

    use super::{Painter, Subject};
    use crate::ids::TableId;

    /// A job that holds the thread until told to go, so the queue behind it can be looked at.
    /// (A job whose receiver is gone is skipped: the caller keeps it.)
    fn blocker(painter: &Painter) -> (mpsc::Sender<()>, impl Sized) {
        let (go, wait) = mpsc::channel::<()>();
        let (started, has_started) = mpsc::channel();
        let held = painter.ask(Subject::Table(TableId(999)), move || {
            started.send(()).unwrap();
            wait.recv().unwrap();
            vec![0]
        });
        has_started.recv().unwrap();
        (go, held)
    }

    #[tokio::test]
    async fn the_newest_job_of_a_subject_replaces_the_waiting_one() {
        let painter = Painter::with_capacity(4);
        let (go, _held) = blocker(&painter);
        let table = Subject::Table(TableId(1));
        let old = painter.ask(table, || vec![1]).unwrap();
        let other = painter.ask(Subject::Table(TableId(2)), || vec![2]).unwrap();
        let new = painter.ask(table, || vec![3]).unwrap();
        go.send(()).unwrap();
        assert!(old.await.is_err(), "the replaced job is never drawn");
        assert_eq!(new.await.unwrap(), vec![3]);
        assert_eq!(other.await.unwrap(), vec![2]);
    }

    /// The drawing thread runs below the async threads (nice 10, field 19 of its stat line).
    #[cfg(target_os = "linux")]
    #[tokio::test]
    async fn the_drawing_thread_yields_to_the_others() {
        let painter = Painter::start();
        let stat = painter
            .ask(Subject::Table(TableId(1)), || {
                std::fs::read("/proc/thread-self/stat").unwrap()
            })
            .unwrap()
            .await
            .unwrap();
        let stat = String::from_utf8(stat).unwrap();
        // After the command name in parentheses, fields count from 3 (the state).
        let after = &stat[stat.rfind(')').unwrap() + 2..];
        let nice: i32 = after.split(' ').nth(19 - 3).unwrap().parse().unwrap();
        let own = std::fs::read_to_string("/proc/thread-self/stat").unwrap();
        let own_after = &own[own.rfind(')').unwrap() + 2..];
        let own_nice: i32 = own_after.split(' ').nth(19 - 3).unwrap().parse().unwrap();
        assert_eq!(nice, (own_nice + 10).min(19), "{stat}");
    }

    #[tokio::test]
    async fn a_full_queue_refuses_and_a_panic_draws_nothing() {
        let painter = Painter::with_capacity(2);
        let (go, _held) = blocker(&painter);
        let a = painter.ask(Subject::Table(TableId(1)), || panic!("bad picture"));
        let b = painter.ask(Subject::Table(TableId(2)), || vec![2]).unwrap();
        assert!(painter
            .ask(Subject::Table(TableId(3)), || vec![3])
            .is_none());
        // The subject already waiting is still taken: it replaces, it does not grow the queue.
        let b2 = painter.ask(Subject::Table(TableId(2)), || vec![4]).unwrap();
        go.send(()).unwrap();
        assert!(a.unwrap().await.is_err());
        assert!(b.await.is_err());
        assert_eq!(b2.await.unwrap(), vec![4]);
    }
}
