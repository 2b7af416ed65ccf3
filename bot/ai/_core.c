/* The exact-search core: `endgame.Solver` in C, for whole hands of a guessed deal.
 *
 * The same search as the Python solver (bot/ai/endgame.py), which stays the reference:
 * the tricks a side takes from a position with every hand in view, both sides playing their
 * best, under the rules of `table.Table` (R17-R21). Fail-soft alpha-beta, a transposition
 * table at the start of each trick, bounded there by the tricks either side is sure of, one
 * card of each run of equivalent cards, likely winners first. Each candidate card is solved
 * with null-window tests (MTD), which share the table.
 *
 * A node budget, not a clock, ends a search that runs long, so that what is played depends
 * on the deal alone (decisions are replayed after a restart): past the budget the solve
 * answers the bounds it proved and says it is not exact.
 *
 * Cards are bit indices as in bot.engine.cards: suit * 13 + rank, the Bloopers 52 and 53;
 * within a suit, and within trumps with their jokers, a higher index is a higher card.
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

typedef uint64_t mask_t;

#define MAX_PLAYERS 4
#define MAX_MOVES 16
#define LITTLE_BLOOPER 52
#define BIG_BLOOPER 53
#define JOKERS ((((mask_t)1) << LITTLE_BLOOPER) | (((mask_t)1) << BIG_BLOOPER))
#define SUIT(s) (((mask_t)0x1FFF) << (13 * (s)))
#define BIT(c) (((mask_t)1) << (c))

/* The transposition table: 2^TT_BITS entries, kept per process (the decision pool's workers
 * are processes, and the GIL is held for the whole of a solve, so no two solves share it at
 * once). A generation number marks the entries of the current solve, so a new solve starts
 * empty without clearing the table. */
#define TT_BITS 18
#define TT_SIZE (1u << TT_BITS)
#define TT_PROBES 4

typedef struct {
    mask_t hands[MAX_PLAYERS];
    uint32_t generation;
    uint8_t seat;
    uint8_t broken;
    int8_t low;
    int8_t high;
    int8_t move; /* the best lead found, renumbered as in the key; -1 for none */
} entry_t;

static entry_t *table_entries = NULL;
static uint32_t table_generation = 0;

typedef struct {
    mask_t hands[MAX_PLAYERS];
    mask_t trumps;
    int blooper_leads;
    unsigned lead_ok;
    int players;
    int count;
    int next_seat[MAX_PLAYERS];
    int side_of[MAX_PLAYERS];
    int side;
    mask_t all;                /* every card still held */
    mask_t key[MAX_PLAYERS];   /* the hands renumbered as in key_of, kept as cards go */
    long long nodes;
    long long budget;
    int aborted;
    uint32_t generation;
} solver_t;

/* The cards of a mask. The builtin is a library call where the compiler may not assume the
 * processor's popcount instruction (the install builds for any x86-64), slower than this. */
static inline int count_of(mask_t m) {
    m = m - ((m >> 1) & 0x5555555555555555ull);
    m = (m & 0x3333333333333333ull) + ((m >> 2) & 0x3333333333333333ull);
    m = (m + (m >> 4)) & 0x0F0F0F0F0F0F0F0Full;
    return (int)((m * 0x0101010101010101ull) >> 56);
}

static inline int highest(mask_t m) { return 63 - __builtin_clzll(m); }
static inline int lowest(mask_t m) { return __builtin_ctzll(m); }

/* trick.blooper_answer: the one trump a seat must play to a Blooper lead (R21). */
static inline int blooper_answer(mask_t trumps, int blooper) {
    return blooper == BIG_BLOOPER ? highest(trumps) : lowest(trumps);
}

/* A position's key (for the table, at the start of a trick; search keeps it up to date as
 * cards are played, `play_out`): each seat's hand with the cards of each suit
 * renumbered among the cards still in play (the played ones squeezed out), the jokers as
 * they are. Only the order of the cards still in play decides the tricks left, so
 * positions that differ only in which small cards are gone share an entry. */
static void key_of(const solver_t *s, mask_t all, mask_t *key) {
    for (int i = 0; i < s->players; i++) {
        mask_t rest = s->hands[i] & ~JOKERS;
        mask_t k = s->hands[i] & JOKERS;
        while (rest) {
            int card = lowest(rest);
            rest &= rest - 1;
            int suit = card / 13;
            k |= BIT(13 * suit + count_of(all & SUIT(suit) & (BIT(card) - 1)));
        }
        key[i] = k;
    }
}

/* A card renumbered as in the key, and back: the same card of a position that shares the
 * entry (a lead that was best there is tried first). `all` is every card still held. */
static inline int relative_of(mask_t all, int card) {
    if (card >= LITTLE_BLOOPER) return card;
    int suit = card / 13;
    return 13 * suit + count_of(all & SUIT(suit) & (BIT(card) - 1));
}

static inline int absolute_of(mask_t all, int relative) {
    if (relative >= LITTLE_BLOOPER) return relative;
    mask_t rest = all & SUIT(relative / 13);
    for (int r = relative % 13; r > 0 && rest; r--) rest &= rest - 1;
    return rest ? lowest(rest) : -1;
}

/* Takes `card` from the hand of `seat`, and from the key: the cards of its suit above it
 * move down one place (the jokers keep theirs). */
static inline void play_out(solver_t *s, int seat, int card) {
    mask_t bit = BIT(card);
    if (card >= LITTLE_BLOOPER) {
        s->key[seat] &= ~bit;
    } else {
        int relative = relative_of(s->all, card);
        mask_t suit = SUIT(card / 13);
        mask_t above = suit & ~((BIT(relative) << 1) - 1);
        mask_t keep = ~suit | (BIT(relative) - 1);
        for (int i = 0; i < s->players; i++)
            s->key[i] = (s->key[i] & keep) | ((s->key[i] & above) >> 1);
    }
    s->hands[seat] ^= bit;
    s->all ^= bit;
}

static inline uint32_t hash_of(const solver_t *s, const mask_t *key, int seat, int broken) {
    uint64_t h = (uint64_t)seat * 0x9E3779B97F4A7C15ull ^ (uint64_t)broken;
    for (int i = 0; i < s->players; i++) {
        h ^= key[i] + 0x9E3779B97F4A7C15ull + (h << 6) + (h >> 2);
        h *= 0xBF58476D1CE4E5B9ull;
    }
    h ^= h >> 31;
    return (uint32_t)(h & (TT_SIZE - 1));
}

static inline int same_key(const entry_t *e, const solver_t *s, const mask_t *key, int seat,
                           int broken) {
    if (e->generation != s->generation || e->seat != seat || e->broken != broken) return 0;
    for (int i = 0; i < s->players; i++)
        if (e->hands[i] != key[i]) return 0;
    return 1;
}

static entry_t *lookup(const solver_t *s, const mask_t *key, uint32_t h, int seat,
                       int broken) {
    for (int p = 0; p < TT_PROBES; p++) {
        entry_t *e = &table_entries[(h + p) & (TT_SIZE - 1)];
        if (same_key(e, s, key, seat, broken)) return e;
    }
    return NULL;
}

/* The slot a new position goes in: its own, else a free one or one of an older solve, else
 * the first probed (always replacing keeps the search exact: only the bounds of the position
 * stored are ever read back for it). */
static entry_t *slot_for(const solver_t *s, const mask_t *key, uint32_t h, int seat,
                         int broken) {
    entry_t *fallback = &table_entries[h];
    for (int p = 0; p < TT_PROBES; p++) {
        entry_t *e = &table_entries[(h + p) & (TT_SIZE - 1)];
        if (same_key(e, s, key, seat, broken)) return e;
        if (e->generation != s->generation) return e;
    }
    return fallback;
}

static int search(solver_t *s, int seat, int trick_len, mask_t lead_mask, int best,
                  int best_seat, int blooper, int broken, int left, int alpha, int beta);

/* Tricks the side of `seat`, on lead, takes for sure by leading its top cards of one suit:
 * cards no other hand's card of the suit beats (a partner's higher card would take the lead
 * away), each taking a trick unless a seat of the other side, out of the suit by then,
 * holds a trump to ruff with, or the partner, holding nothing but trumps, must ruff and
 * lead. Trumps are led only where R19-R20 allow it. The best single suit, not a sum: the
 * others' discards could void them in the next. Looks no further once `target` is met. */
static int sure_tricks(const solver_t *s, int seat, int broken, int target) {
    mask_t tm = s->trumps;
    mask_t hand = s->hands[seat];
    int side = s->side_of[seat];
    mask_t theirs = 0;
    for (int i = 0; i < s->players; i++)
        if (i != seat) theirs |= s->hands[i];
    int most = 0;
    for (int g = 0; g < 5; g++) {
        mask_t suit = g < 4 ? SUIT(g) & ~tm : tm;
        mask_t mine = hand & suit;
        if (count_of(mine) < target) continue; /* too few to reach the target */
        if (g == 4 && !broken && !((s->lead_ok >> seat) & 1) && (hand & ~tm)) continue;
        mask_t rivals = theirs & suit;
        int k;
        if (rivals) {
            int top = highest(rivals);
            k = count_of(mine & ~((BIT(top) << 1) - 1));
        } else {
            k = count_of(mine);
        }
        if (g < 4 && tm) {
            for (int i = 0; i < s->players; i++) {
                if (i == seat || !(s->hands[i] & tm)) continue;
                if (s->side_of[i] == side && (s->hands[i] & ~tm)) continue;
                int length = count_of(s->hands[i] & suit);
                if (length < k) k = length;
            }
        }
        if (k > most) most = k;
        if (most >= target) break;
    }
    return most;
}

/* Whether the searching side (`ours`), or everyone else, takes `target` tricks for sure with
 * its trumps: a hand plays one card a trick, and its trumps above all but the r highest
 * trumps of the others each win the trick they are played in (R18) but where one of those
 * r falls, so the side takes at least that many tricks less r, for any r. Answers such a
 * count of at least `target`, else 0: the searches are null-window tests, which only a
 * bound reaching past the window cuts. */
static int master_trumps(const solver_t *s, int ours, int target) {
    mask_t tm = s->trumps;
    if (!tm) return 0;
    mask_t others = 0;
    for (int i = 0; i < s->players; i++)
        if ((s->side_of[i] == s->side) != ours) others |= s->hands[i] & tm;
    for (int i = 0; i < s->players; i++) {
        if ((s->side_of[i] == s->side) != ours) continue;
        mask_t mine = s->hands[i] & tm;
        int n = count_of(mine);
        mask_t rest = others;
        for (int r = 0; n - r >= target; r++) {
            /* mine above every trump of `rest`, the others' less their r highest */
            if (!rest) return n - r;
            int top = highest(rest);
            int k = count_of(mine & ~((BIT(top) << 1) - 1)) - r;
            if (k >= target) return k;
            rest ^= BIT(top);
        }
    }
    return 0;
}

/* The side's tricks once `seat` plays `card` (endgame.Solver._after). */
static int after(solver_t *s, int card, int seat, int trick_len, mask_t lead_mask, int best,
                 int best_seat, int blooper, int broken, int left, int alpha, int beta) {
    mask_t bit = BIT(card);
    mask_t tm = s->trumps;
    int value;
    mask_t saved[MAX_PLAYERS];
    memcpy(saved, s->key, sizeof saved);
    play_out(s, seat, card);
    if (bit & tm) broken = 1;
    if (!trick_len) {
        /* trick.lead */
        if (bit & tm) {
            lead_mask = tm;
            blooper = s->blooper_leads && card >= LITTLE_BLOOPER ? card : 0;
        } else {
            lead_mask = SUIT(card / 13);
            blooper = 0;
        }
        best = card;
        best_seat = seat;
    } else if (bit & tm) {
        /* trick.beats (R18) */
        if (card > best || !(BIT(best) & tm)) {
            best = card;
            best_seat = seat;
        }
    } else if ((bit & lead_mask) && card > best && !(BIT(best) & tm)) {
        best = card;
        best_seat = seat;
    }
    trick_len++;
    if (trick_len < s->count) {
        value = search(s, s->next_seat[seat], trick_len, lead_mask, best, best_seat, blooper,
                       broken, left, alpha, beta);
    } else {
        int won = s->side_of[best_seat] == s->side;
        value = won + search(s, best_seat, 0, 0, -1, -1, 0, broken, left - 1, alpha - won,
                             beta - won);
    }
    s->hands[seat] ^= bit;
    s->all |= bit;
    memcpy(s->key, saved, sizeof saved);
    return value;
}

/* Whether `card`, winning the trick, holds against the seats still to play (moves_of). */
static inline int holds(int card, mask_t tm, int top_plain, int top_trump, int ruff) {
    return (BIT(card) & tm) ? card > top_trump : !ruff && card > top_plain;
}

/* One card of each run of equivalent legal cards, likely winners first (the cards of
 * endgame.Solver._moves, in an order of their own). */
static int moves_of(const solver_t *s, int seat, mask_t legal, int trick_len,
                    mask_t lead_mask, int best, int best_seat, int *out) {
    if (!(legal & (legal - 1))) {
        out[0] = lowest(legal);
        return 1;
    }
    mask_t tm = s->trumps;
    /* Of the trick in progress only the card winning it sets what a card is worth. */
    mask_t present = trick_len ? BIT(best) : 0;
    for (int i = 0; i < s->players; i++) present |= s->hands[i];
    /* A Blooper is like no other trump where Bloopers lead (R21): led now, or kept to be led
     * later (playing the Little one now keeps the Big one's lead, and the other way). */
    mask_t special = s->blooper_leads ? JOKERS : 0;
    mask_t groups[7];
    int n_groups = 0;
    for (int g = 0; g < 4; g++)
        if (!(SUIT(g) & tm)) groups[n_groups++] = SUIT(g);
    if (tm) groups[n_groups++] = tm & ~special;
    if (special) {
        groups[n_groups++] = BIT(LITTLE_BLOOPER);
        groups[n_groups++] = BIT(BIG_BLOOPER);
    }
    int reps[MAX_MOVES];
    int n = 0;
    for (int g = 0; g < n_groups; g++) {
        mask_t mine = legal & groups[g];
        int previous = -1;
        while (mine) {
            int card = highest(mine);
            mine ^= BIT(card);
            /* A lower card is the same as the one above it when no card still in play lies
             * between them. */
            if (previous < 0) {
                reps[n++] = card;
            } else {
                mask_t between = (BIT(previous) - 1) & ~((BIT(card) << 1) - 1);
                if (present & groups[g] & between) reps[n++] = card;
            }
            previous = card;
        }
    }
    if (!trick_len) {
        /* Leads that take the trick (a top card), or that the partner can take (with its top
         * card or a ruff), first when no one of the other side can ruff them; then the ones
         * they can ruff, then the rest. Winners highest of each run first, the others lowest
         * first. Only the order of the search changes, never its value. */
        int side = s->side_of[seat];
        mask_t hand = s->hands[seat];
        mask_t partners = 0, ruffed = 0, partner_ruffs = 0;
        for (int p = 0; p < s->players; p++) {
            if (p == seat) continue;
            mask_t h = s->hands[p];
            /* the plain suits the seat is void in, holding a trump */
            mask_t voids = 0;
            if (h & tm)
                for (int g = 0; g < 4; g++)
                    if (!(h & SUIT(g))) voids |= SUIT(g);
            if (s->side_of[p] == side) {
                partners |= h;
                partner_ruffs |= voids;
            } else {
                ruffed |= voids;
            }
        }
        ruffed &= ~tm;
        partner_ruffs &= ~tm;
        int score[MAX_MOVES];
        for (int i = 0; i < n; i++) {
            int c = reps[i];
            mask_t group = (BIT(c) & tm) ? tm : SUIT(c / 13);
            mask_t rest = present & group & ~hand;
            int wins = !(rest & ~((BIT(c) << 1) - 1)) || (partners & BIT(highest(rest))) ||
                       (partner_ruffs & BIT(c));
            score[i] = !wins ? 0 : (ruffed & BIT(c)) ? 1 : rest & ~((BIT(c) << 1) - 1) ? 2 : 3;
        }
        int k = 0;
        for (int want = 3; want >= 2; want--)
            for (int i = 0; i < n; i++)
                if (score[i] == want) out[k++] = reps[i];
        for (int want = 1; want >= 0; want--)
            for (int i = n - 1; i >= 0; i--)
                if (score[i] == want) out[k++] = reps[i];
        return k;
    }
    /* Following: the cheapest card that wins the trick for sure first, then the cheapest
     * that wins it for now, then the cheapest of the rest (plain cards before trumps, lowest
     * among the cards in play first); when the trick is the partner's for sure, the cheapest
     * card first. */
    mask_t trumped = BIT(best) & tm;
    int side = s->side_of[seat];
    /* What the seats of the other side still to play could beat: a card of the suit led up
     * to the highest they hold of it, unless one of them can ruff, and trumps up to the
     * highest trump one of them may play. */
    int top_plain = -1, top_trump = -1, ruff = 0;
    int p = s->next_seat[seat];
    for (int i = trick_len + 1; i < s->count; i++, p = s->next_seat[p]) {
        if (s->side_of[p] == side) continue;
        mask_t h = s->hands[p];
        mask_t follow = h & lead_mask;
        if (follow && !(lead_mask & tm)) {
            if (highest(follow) > top_plain) top_plain = highest(follow);
        } else if (h & tm) {
            ruff = 1;
            if (highest(h & tm) > top_trump) top_trump = highest(h & tm);
        }
    }
    int need = s->side_of[best_seat] != side || !holds(best, tm, top_plain, top_trump, ruff);
    int cost[MAX_MOVES];
    for (int i = 0; i < n; i++) {
        int c = reps[i];
        mask_t b = BIT(c);
        mask_t group = (b & tm) ? tm : SUIT(c / 13);
        int wins = (c > best && ((b & tm) || (!trumped && (b & lead_mask)))) ||
                   ((b & tm) && !trumped);
        int band = !need || !wins ? 256 : holds(c, tm, top_plain, top_trump, ruff) ? 0 : 128;
        cost[i] = count_of(present & group & (b - 1)) + ((b & tm) ? 64 : 0) + band;
    }
    /* Insertion by cost, stable: ties keep the order found. */
    int sorted[MAX_MOVES];
    for (int i = 0; i < n; i++) {
        int j = i;
        while (j > 0 && sorted[j - 1] > cost[i]) {
            sorted[j] = sorted[j - 1];
            out[j] = out[j - 1];
            j--;
        }
        sorted[j] = cost[i];
        out[j] = reps[i];
    }
    return n;
}

/* The side's tricks from a position with `seat` to act (endgame.Solver._search). */
static int search(solver_t *s, int seat, int trick_len, mask_t lead_mask, int best,
                  int best_seat, int blooper, int broken, int left, int alpha, int beta) {
    if (++s->nodes > s->budget) {
        s->aborted = 1;
        return 0;
    }
    int alpha0 = alpha, beta0 = beta;
    uint32_t h = 0;
    const mask_t *key = s->key;
    mask_t all = s->all;
    int first = -1;
    if (!trick_len) {
        if (left <= 0) return 0;
        if (alpha >= left) return left;
        if (beta <= 0) return 0;
        h = hash_of(s, key, seat, broken);
        /* The entry is fetched from memory while the bounds below are worked out. */
        __builtin_prefetch(&table_entries[h]);
#ifdef CORE_CHECK
        mask_t fresh[MAX_PLAYERS] = {0};
        key_of(s, all, fresh);
        for (int i = 0; i < s->players; i++)
            if (fresh[i] != key[i]) abort();
#endif
        /* Tricks each side is sure of bound the value before the table is looked at: the
         * side on lead's top cards of one suit, and either side's master trumps. */
        int leads = s->side_of[seat] == s->side;
        int sure = sure_tricks(s, seat, broken, leads ? beta : left - alpha);
        if (sure > left) sure = left;
        if (leads && sure >= beta) return sure;
        if (!leads && left - sure <= alpha) return left - sure;
        int ours = master_trumps(s, 1, beta);
        if (ours >= beta) return ours > left ? left : ours;
        int theirs = master_trumps(s, 0, left - alpha);
        if (theirs && left - theirs <= alpha) return theirs > left ? 0 : left - theirs;
        if (leads && sure > alpha) alpha = sure;
        if (!leads && left - sure < beta) beta = left - sure;
        const entry_t *e = lookup(s, key, h, seat, broken);
        if (e) {
            if (e->move >= 0) first = absolute_of(all, e->move);
            if (e->low >= beta || e->low == e->high) return e->low;
            if (e->high <= alpha) return e->high;
            if (e->low > alpha) alpha = e->low;
            if (e->high < beta) beta = e->high;
        }
        alpha0 = alpha;
        beta0 = beta;
    }
    mask_t hand = s->hands[seat];
    mask_t tm = s->trumps;
    mask_t legal;
    if (!trick_len) {
        legal = hand;
        if (!broken && !((s->lead_ok >> seat) & 1) && (hand & ~tm)) legal = hand & ~tm;
    } else {
        legal = hand & lead_mask;
        if (!legal)
            legal = hand;
        else if (blooper)
            legal = BIT(blooper_answer(legal, blooper));
    }
    int moves[MAX_MOVES];
    int n = moves_of(s, seat, legal, trick_len, lead_mask, best, best_seat, moves);
    if (first >= 0) {
        /* The lead that was best the last time this position was searched goes first. */
        for (int i = 1; i < n; i++)
            if (moves[i] == first) {
                memmove(moves + 1, moves, (size_t)i * sizeof(int));
                moves[0] = first;
                break;
            }
    }
    int maximise = s->side_of[seat] == s->side;
    int value = maximise ? -1 : left + 1;
    int chosen = n ? moves[0] : -1;
    for (int i = 0; i < n; i++) {
        int v = after(s, moves[i], seat, trick_len, lead_mask, best, best_seat, blooper, broken,
                      left, alpha, beta);
        if (s->aborted) return 0;
        if (maximise) {
            if (v > value) {
                value = v;
                chosen = moves[i];
                if (v > alpha) alpha = v;
            }
        } else if (v < value) {
            value = v;
            chosen = moves[i];
            if (v < beta) beta = v;
        }
        if (alpha >= beta) break;
    }
    if (!trick_len) {
        entry_t *e = slot_for(s, key, h, seat, broken);
        int low = 0, high = left;
        if (same_key(e, s, key, seat, broken)) {
            low = e->low;
            high = e->high;
        } else {
            memcpy(e->hands, key, sizeof e->hands);
            e->generation = s->generation;
            e->seat = (uint8_t)seat;
            e->broken = (uint8_t)broken;
        }
        if (value <= alpha0) {
            if (value < high) high = value;
        } else if (value >= beta0) {
            if (value > low) low = value;
        } else {
            low = high = value;
        }
        e->low = (int8_t)low;
        e->high = (int8_t)high;
        e->move = (int8_t)(chosen >= 0 ? relative_of(all, chosen) : -1);
    }
    return value;
}

/* Reads a sequence of `n` ints (n <= MAX_PLAYERS) into `out`; 0 and an exception if it
 * cannot. */
static int read_ints(PyObject *seq, int n, int *out, const char *what) {
    PyObject *fast = PySequence_Fast(seq, what);
    if (!fast) return 0;
    if (PySequence_Fast_GET_SIZE(fast) < n) {
        PyErr_Format(PyExc_ValueError, "%s: %d values needed", what, n);
        Py_DECREF(fast);
        return 0;
    }
    for (int i = 0; i < n; i++) {
        long v = PyLong_AsLong(PySequence_Fast_GET_ITEM(fast, i));
        if (v == -1 && PyErr_Occurred()) {
            Py_DECREF(fast);
            return 0;
        }
        out[i] = (int)v;
    }
    Py_DECREF(fast);
    return 1;
}

PyDoc_STRVAR(solve_doc,
"solve(hands, to_act, trick_len, lead_mask, best, best_seat, blooper, broken, left,\n"
"      trump_mask, blooper_leads, lead_ok, count, next_seat, side_of, side, cards, budget)\n"
"--\n\n"
"The side's tricks from a position to the end of the hand, both sides playing their best:\n"
"for each card of `cards` played first by the seat to act, or for the position itself\n"
"when `cards` is empty. Returns (bounds, nodes, exact): a (low, high) pair per card (one\n"
"pair for an empty `cards`), the positions visited, and whether every pair is exact\n"
"(low == high); past `budget` positions the search stops with the bounds it proved.");

static PyObject *solve(PyObject *self, PyObject *args) {
    (void)self;
    PyObject *hands_obj, *next_obj, *side_obj, *cards_obj;
    int to_act, trick_len, best, best_seat, blooper, broken, left, blooper_leads, count, side;
    unsigned long long lead_mask, trump_mask;
    unsigned long lead_ok;
    long long budget;
    if (!PyArg_ParseTuple(args, "OiiKiiipiKpkiOOiOL", &hands_obj, &to_act, &trick_len,
                          &lead_mask, &best, &best_seat, &blooper, &broken, &left, &trump_mask,
                          &blooper_leads, &lead_ok, &count, &next_obj, &side_obj, &side,
                          &cards_obj, &budget))
        return NULL;

    solver_t s;
    memset(&s, 0, sizeof s);
    Py_ssize_t players = PySequence_Size(hands_obj);
    if (players < 0) return NULL;
    if (players < 2 || players > MAX_PLAYERS || count < 2 || count > players) {
        PyErr_SetString(PyExc_ValueError, "the core solves hands of 2 to 4 seats");
        return NULL;
    }
    s.players = (int)players;
    for (Py_ssize_t i = 0; i < players; i++) {
        PyObject *item = PySequence_GetItem(hands_obj, i);
        if (!item) return NULL;
        s.hands[i] = (mask_t)PyLong_AsUnsignedLongLong(item);
        Py_DECREF(item);
        if (PyErr_Occurred()) return NULL;
        if (count_of(s.hands[i]) >= MAX_MOVES || (s.hands[i] >> 54)) {
            PyErr_SetString(PyExc_ValueError, "hands: not a hand of cards");
            return NULL;
        }
    }
    if (!read_ints(next_obj, s.players, s.next_seat, "next_seat")) return NULL;
    if (!read_ints(side_obj, s.players, s.side_of, "side_of")) return NULL;
    for (int i = 0; i < s.players; i++) {
        if (s.next_seat[i] < 0 || s.next_seat[i] >= s.players) {
            PyErr_SetString(PyExc_ValueError, "next_seat: a seat out of range");
            return NULL;
        }
    }
    if (to_act < 0 || to_act >= s.players || left < 0 || left > 60 || trick_len < 0 ||
        trick_len >= count || (trick_len && (best < 0 || best > BIG_BLOOPER || best_seat < 0 ||
                                             best_seat >= s.players))) {
        PyErr_SetString(PyExc_ValueError, "not a position in play");
        return NULL;
    }
    for (int i = 0; i < s.players; i++) s.all |= s.hands[i];
    key_of(&s, s.all, s.key);
    s.trumps = (mask_t)trump_mask;
    s.blooper_leads = blooper_leads;
    s.lead_ok = (unsigned)lead_ok;
    s.count = count;
    s.side = side;
    s.budget = budget;

    PyObject *cards = PySequence_Fast(cards_obj, "cards must be a sequence");
    if (!cards) return NULL;
    Py_ssize_t n_cards = PySequence_Fast_GET_SIZE(cards);
    for (Py_ssize_t i = 0; i < n_cards; i++) {
        long c = PyLong_AsLong(PySequence_Fast_GET_ITEM(cards, i));
        if (c == -1 && PyErr_Occurred()) goto fail;
        if (c < 0 || c > BIG_BLOOPER || !(s.hands[to_act] & BIT(c))) {
            PyErr_Format(PyExc_ValueError, "card %ld is not in the hand to act", c);
            goto fail;
        }
    }
    if (!table_entries) {
        table_entries = calloc(TT_SIZE, sizeof(entry_t));
        if (!table_entries) {
            PyErr_NoMemory();
            goto fail;
        }
    }
    if (++table_generation == 0) {
        /* After 2^32 solves the numbers come round again: start from a clean table. */
        memset(table_entries, 0, TT_SIZE * sizeof(entry_t));
        table_generation = 1;
    }
    s.generation = table_generation;

    Py_ssize_t n_out = n_cards ? n_cards : 1;
    PyObject *bounds = PyList_New(n_out);
    if (!bounds) goto fail;
    int exact = 1;
    int guess = (left + 1) / 2;
    for (Py_ssize_t i = 0; i < n_out; i++) {
        int low = 0, high = left;
        int card = n_cards ? (int)PyLong_AsLong(PySequence_Fast_GET_ITEM(cards, i)) : -1;
        /* Null-window tests, each proving the value above or below a guess, starting from
         * the last card's value: cards of one position are mostly worth about the same. */
        while (low < high && !s.aborted) {
            int g = guess < low + 1 ? low + 1 : guess > high ? high : guess;
            int v = card >= 0 ? after(&s, card, to_act, trick_len, (mask_t)lead_mask, best,
                                      best_seat, blooper, broken, left, g - 1, g)
                              : search(&s, to_act, trick_len, (mask_t)lead_mask, best, best_seat,
                                       blooper, broken, left, g - 1, g);
            if (s.aborted) break;
            if (v >= g)
                low = v;
            else
                high = v;
        }
        if (low != high) exact = 0;
        else guess = low;
        PyObject *pair = Py_BuildValue("(ii)", low, high);
        if (!pair) {
            Py_DECREF(bounds);
            goto fail;
        }
        PyList_SET_ITEM(bounds, i, pair);
    }
    Py_DECREF(cards);
    return Py_BuildValue("(NLO)", bounds, s.nodes, exact ? Py_True : Py_False);

fail:
    Py_DECREF(cards);
    return NULL;
}

static PyMethodDef core_methods[] = {
    {"solve", solve, METH_VARARGS, solve_doc},
    {NULL, NULL, 0, NULL},
};

static void core_free(void *module) {
    (void)module;
    free(table_entries);
    table_entries = NULL;
}

static struct PyModuleDef core_module = {
    PyModuleDef_HEAD_INIT,
    "_core",
    "The exact-search core of the computer players (see bot/ai/endgame.py).",
    -1,
    core_methods,
    NULL,
    NULL,
    NULL,
    core_free,
};

PyMODINIT_FUNC PyInit__core(void) { return PyModule_Create(&core_module); }
